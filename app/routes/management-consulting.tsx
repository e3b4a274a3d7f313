import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Management Consulting",
    description:
      "Management consulting built on evidence: diagnostic assessment, solution design, pilot and full-scale rollout.",
    path: "/management-consulting",
  });

export default function Page() {
  return (
    <PageHero
      title={"Management Consulting"}
      intro={
        "We diagnose what holds your organisation back, design the change with you, pilot it and roll it out at scale."
      }
    />
  );
}
