import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Web & App Development",
    description:
      "Web and mobile applications built on a proven technology stack, with security designed in from the start.",
    path: "/web-app",
  });

export default function Page() {
  return (
    <PageHero
      title={"Web and App Development"}
      intro={
        "We design and build web and mobile applications, from the first prototype to production, with security and maintainability designed in."
      }
    />
  );
}
