import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import { assessmentPath, type AssessmentService } from "../../../common/catalog";
import { pageMeta } from "../../meta/page-meta";

// The assessment request of one service (site/pages/assessment/[service].astro, one page per
// assessment service): the wizard is an island rendered by the page, passed in as `wizard`.

export function meta(service: AssessmentService) {
  return pageMeta({
    title: `Request ${service} Assessment`,
    description: `Request your ${service} assessment in three short steps: who you are, your company and team, your challenges and goals.`,
    path: assessmentPath(service),
  });
}

export default function Assessment({ service, wizard }: { service: AssessmentService; wizard: ReactNode }) {
  return (
    <>
      <PageHero
        title={`Request ${service} Assessment`}
        intro={`Tell us about your team, your challenges and your goals, and we will prepare your ${service} assessment. It takes three short steps.`}
      />
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">{wizard}</div>
    </>
  );
}
