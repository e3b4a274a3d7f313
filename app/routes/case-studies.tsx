import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Case Studies",
    description:
      "Examples of our work in retail, supply chains and financial services, with the results each client saw.",
    path: "/case-studies",
  });

export default function Page() {
  return (
    <PageHero
      title={"Case Studies"}
      intro={
        "Selected engagements from retail digital transformation, AI-assisted supply chain optimisation and fintech compliance, with what we did and what changed for each client."
      }
    />
  );
}
