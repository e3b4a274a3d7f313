import { PageHero } from "../../components/sections/page-hero";
import { LegalDocument } from "../../components/sections/legal-document";
import type { loadLegal } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";

// The page's words: content/legal/terms.mdoc (front matter: title, description, intro, date;
// body: Markdoc, one section per heading).

type Props = Awaited<ReturnType<typeof loadLegal>>;

export const meta = ({ content, settings }: Props) =>
  pageMeta({ title: content.title, description: content.description, path: "/terms", settings });

export default function Terms({ content, body }: Props) {
  return (
    <>
      <PageHero title={content.title} intro={content.intro} />
      <LegalDocument updated={content.updated} body={body} />
    </>
  );
}
