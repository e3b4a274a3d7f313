import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "IT Consulting",
    description: "IT business consulting: assess your systems, find the gaps and design solutions your team can run.",
    path: "/it-consulting",
  });

export default function Page() {
  return (
    <PageHero
      title={"IT Consulting"}
      intro={
        "We assess your technology and processes, map the gaps against your goals, design the solution and support your team through execution."
      }
    />
  );
}
