import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Agile Coaching",
    description: "Agile coaching in Scrum, Kanban and SAFe: from a maturity evaluation to teams that coach themselves.",
    path: "/agile",
  });

export default function Page() {
  return (
    <PageHero
      title={"Agile Coaching"}
      intro={
        "We evaluate how your teams work today, build a tailored plan, guide them through the change and hand over to your own internal coaches."
      }
    />
  );
}
