import AssessmentWizard from "../components/forms/assessment-wizard.island";
import { Island } from "../islands/island";
import { NotFoundContent } from "../pages/not-found/route";
import { PageHero } from "../components/sections/page-hero";
import { mailtoHref } from "../content/site";
import { assessmentPath, isAssessmentService } from "../../common/catalog";
import { pageMeta } from "../meta/page-meta";
import type { Route } from "./+types/assessment";

export function meta({ params }: Route.MetaArgs) {
  const { service } = params;
  if (!isAssessmentService(service)) {
    return pageMeta({ title: "Page not found", description: "This assessment does not exist.", path: "/404" });
  }
  return pageMeta({
    title: `Request ${service} Assessment`,
    description: `Request your ${service} assessment in three short steps: who you are, your company and team, your challenges and goals.`,
    path: assessmentPath(service),
  });
}

export default function Assessment({ params }: Route.ComponentProps) {
  const { service } = params;
  if (!isAssessmentService(service)) return <NotFoundContent />;
  return (
    <>
      <PageHero
        title={`Request ${service} Assessment`}
        intro={`Tell us about your team, your challenges and your goals, and we will prepare your ${service} assessment. It takes three short steps.`}
      />
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <Island component={AssessmentWizard} props={{ service, mailtoHref }} load="page" />
      </div>
    </>
  );
}
