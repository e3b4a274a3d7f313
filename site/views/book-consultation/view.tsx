import { CalendarClock } from "lucide-react";
import { PageHero } from "../../components/sections/page-hero";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import type { loadBookConsultation } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";
import { BookingSections } from "./sections";

// Copy: content/pages/book-consultation.yaml (the consultation length from the settings).
// Below the hero (./sections.tsx): what to expect and the other ways to reach us.

export type BookingProps = Awaited<ReturnType<typeof loadBookConsultation>>;

export const meta = ({ content, settings }: BookingProps) =>
  pageMeta({ ...content.meta, path: "/book-consultation", settings });

export default function Page(props: BookingProps) {
  const { content, settings } = props;
  return (
    <>
      <PageHero title={content.hero.title} intro={content.hero.intro}>
        <ExternalLink href={settings.schedulingUrl} className={buttonStyles.primary}>
          <CalendarClock aria-hidden="true" className="size-5" />
          {content.hero.primary}
        </ExternalLink>
      </PageHero>

      <BookingSections {...props} />
    </>
  );
}
