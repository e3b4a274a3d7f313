import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Software Development",
    description:
      "Custom software development: system architecture, AI integration and performance engineering, secure by design.",
    path: "/software",
  });

export default function Page() {
  return (
    <PageHero
      title={"Software Development"}
      intro={
        "We design and build software with sound architecture, practical AI integration and attention to performance and security."
      }
    />
  );
}
