import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "How a solo consultancy founded in 2024 grew into a remote team that helps businesses plan, change and deliver.",
    path: "/about",
  });

export default function Page() {
  return (
    <PageHero
      title={"About Us"}
      intro={
        "We started in 2024 as a solo consultancy and now work remotely with startups, scaling companies, SMEs, enterprise teams, NGOs and public bodies. This page tells our story, what we believe and how an engagement runs."
      }
    />
  );
}
