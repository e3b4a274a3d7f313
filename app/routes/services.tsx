import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Services",
    description:
      "Consulting, coaching and delivery services for businesses that want to change how they work, with answers to the questions clients ask most.",
    path: "/services",
  });

export default function Page() {
  return (
    <PageHero
      title={"Our Services"}
      intro={
        "We help organisations with IT consulting, agile coaching, project management, HR, web and app development, career coaching, software development, research and management consulting. Tell us what you need and we will propose a plan."
      }
    />
  );
}
