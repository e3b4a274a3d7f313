import { PageHero } from "../../components/sections/page-hero";
import { Section } from "../../components/sections/section";
import type { loadFounders } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";
import { FoundersSections } from "./sections";

// Copy: content/pages/founders.yaml; the founders' names and roles: content/settings.yaml.
// Below the origin story (./sections.tsx): the founder cards and the call to action.

export type FoundersProps = Awaited<ReturnType<typeof loadFounders>>;

export const meta = ({ content, settings }: FoundersProps) =>
  pageMeta({ ...content.meta, path: "/founders", settings });

export default function Page(props: FoundersProps) {
  const { hero, origin } = props.content;
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro} />
      <Section heading={origin} headingId="origin-heading" align="left" flushTop />
      <FoundersSections {...props} />
    </>
  );
}
