import { LinkButtons } from "../../components/outcome-page";
import { PageHero } from "../../components/sections/page-hero";
import type { loadNotFound } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";

type Props = Awaited<ReturnType<typeof loadNotFound>>;

export const meta = ({ content, settings }: Props) =>
  pageMeta({ ...content.meta, path: "/404", noindex: true, settings });

export default function NotFound({ content }: Props) {
  return (
    <PageHero title={content.hero.title} intro={content.hero.intro}>
      <LinkButtons links={content.links} />
    </PageHero>
  );
}
