import { PageHero } from "../components/sections/page-hero";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: "Career Coaching",
    description:
      "Career coaching for tech professionals: assessment, goal mapping, strategy and ongoing coaching sessions.",
    path: "/career-coaching",
  });

export default function Page() {
  return (
    <PageHero
      title={"Career Coaching for Tech Professionals"}
      intro={
        "One-to-one coaching for early-career techies, mid-level developers, career changers and tech leaders who want a clear next step."
      }
    />
  );
}
