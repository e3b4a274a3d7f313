import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Terms of Service",
    description: "The terms that apply to using this website and to the information published on it.",
    path: "/terms",
  });

export default function Page() {
  return (
    <PageHero
      title={"Terms of Service"}
      intro={
        "These terms govern your use of this website. Engagements are governed by the written agreement we sign with each client."
      }
    />
  );
}
