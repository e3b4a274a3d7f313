import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import { assessmentPath, type AssessmentService } from "../../../common/catalog";
import type { loadAssessment } from "../../content/pages";
import { pageMeta } from "../../meta/page-meta";

// The assessment request of one service (site/pages/assessment/[service].astro, one page per
// assessment service; copy: content/pages/assessment.yaml): the wizard is an island rendered by
// the page, passed in as `wizard`.

type Props = Awaited<ReturnType<typeof loadAssessment>>;

export const meta = ({ content, settings }: Props, service: AssessmentService) =>
  pageMeta({ ...content.meta, path: assessmentPath(service), settings });

export default function Assessment({ content, wizard }: Props & { wizard: ReactNode }) {
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro} />
      <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">{wizard}</div>
    </>
  );
}
