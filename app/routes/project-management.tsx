import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Project Management",
    description:
      "Project management that plans realistically, assembles the right team and delivers to the agreed scope.",
    path: "/project-management",
  });

export default function Page() {
  return (
    <PageHero
      title={"Project Management"}
      intro={
        "We plan projects with you, assemble the team, run the execution with clear reporting and hand over cleanly at the end."
      }
    />
  );
}
