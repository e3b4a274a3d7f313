import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Research Consulting",
    description:
      "Research and development consulting: a structured research process that turns questions into decisions.",
    path: "/research-consulting",
  });

export default function Page() {
  return (
    <PageHero
      title={"Research Consulting"}
      intro={
        "We help organisations frame research questions, run structured studies and turn findings into decisions and products."
      }
    />
  );
}
