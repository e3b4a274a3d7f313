import type { ReactNode } from "react";
import { PageHero } from "../../components/sections/page-hero";
import { assessmentPath } from "../../../common/content/service-offer";
import type { loadAssessment } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";

// The assessment request of one service (site/pages/assessment/[service].astro, one page per
// assessment service; copy: content/pages/assessment.yaml): the wizard is an island rendered by
// the page, passed in as `wizard`. The page renders the hero on its own, before the rest: Astro
// writes its island runtime before the first component that holds an island (docs/decisions/024).

type Props = Awaited<ReturnType<typeof loadAssessment>>;

export const meta = ({ content, settings }: Props, service: string) =>
  pageMeta({ ...content.meta, path: assessmentPath(service), settings });

export function Hero({ content }: Props) {
  return <PageHero title={content.hero.title} intro={content.hero.intro} />;
}

/** Below the hero: the wizard's island the page renders. */
export default function Assessment({ wizard }: { wizard: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">{wizard}</div>;
}
