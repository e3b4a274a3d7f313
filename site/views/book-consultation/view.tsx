import { CalendarClock } from "lucide-react";
import { PageHero } from "../../components/sections/page-hero";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import { site } from "../../content/site";
import { pageMeta } from "../../meta/page-meta";
import { BookingSections } from "./sections";

// Below the hero (./sections.tsx): what to expect and the other ways to reach us.

export const meta = () =>
  pageMeta({
    title: "Book a Consultation",
    description:
      "Book a free consultation with our team: pick a time on our scheduling page, or reach us by WhatsApp, e-mail or the contact form.",
    path: "/book-consultation",
  });

/** The hero's copy; the consultation length comes from the site config. */
export function bookingHero(minutes: number) {
  return {
    title: "Book a Free Consultation",
    intro: `A free, no-obligation ${minutes}-minute video call to understand your situation and tell you honestly whether and how we can help.`,
    primary: "Choose a Time",
  } as const;
}

export default function Page() {
  const hero = bookingHero(site.consultationMinutes);
  return (
    <>
      <PageHero title={hero.title} intro={hero.intro}>
        <ExternalLink href={site.schedulingUrl} className={buttonStyles.primary}>
          <CalendarClock aria-hidden="true" className="size-5" />
          {hero.primary}
        </ExternalLink>
      </PageHero>

      <BookingSections bookLabel={hero.primary} />
    </>
  );
}
