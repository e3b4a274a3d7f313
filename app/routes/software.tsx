import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta(
    "Software Development",
    "Custom software development: system architecture, AI integration and performance engineering, secure by design.",
  );

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
