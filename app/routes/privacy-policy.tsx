import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "What the forms on this site store, why, for how long, and how to have it removed. No tracking cookies.",
    path: "/privacy-policy",
  });

export default function Page() {
  return (
    <PageHero
      title={"Privacy Policy"}
      intro={
        "This site stores only what you send through its forms, uses it only to answer you, and sets no tracking cookies."
      }
    />
  );
}
