import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "HR Solutions",
    description: "HR consulting for hiring, performance, engagement, analytics, compensation and compliance.",
    path: "/hr-solutions",
  });

export default function Page() {
  return (
    <PageHero
      title={"HR Solutions for the Modern Workplace"}
      intro={
        "We help companies attract and keep skilled people, modernise performance management and base HR decisions on data."
      }
    />
  );
}
