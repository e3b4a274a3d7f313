import { PageHero } from "../components/sections/page-hero";
import { isAssessmentService } from "../../common/catalog";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/assessment";
import { NotFoundContent } from "./not-found";

export function meta({ params }: Route.MetaArgs) {
  if (!isAssessmentService(params.service)) return pageMeta("Page not found", "This assessment does not exist.");
  return pageMeta(
    `Request ${params.service} Assessment`,
    `Request a ${params.service} assessment in three short steps: who you are, your company and team, your challenges and goals.`,
  );
}

export default function Assessment({ params }: Route.ComponentProps) {
  const { service } = params;
  if (!isAssessmentService(service)) return <NotFoundContent />;
  return (
    <PageHero
      title={`Request ${service} Assessment`}
      intro={`Tell us about your team, your challenges and your goals, and we will prepare a ${service} assessment for you. It takes three short steps.`}
    />
  );
}
