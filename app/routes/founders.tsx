import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Founders",
    description:
      "The people who founded the firm, why they started it and what each of them brings to your engagement.",
    path: "/founders",
  });

export default function Page() {
  return (
    <PageHero
      title={"Meet Our Founders"}
      intro={
        "The firm began in 2024 as a solo consultancy. Here are the founders who lead it today and the experience they bring."
      }
    />
  );
}
