import { Mail, MessageCircle, Send, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Section } from "../../components/sections/section";
import { stepCards } from "../../components/sections/step-card";
import { CardGrid } from "../../components/ui/card-grid";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import { TickList } from "../../components/ui/tick-list";
import { mailtoHref, site, whatsappUrl } from "../../content/site";
import { bookingCopy, bookingSteps } from "./content";

const optionAction = `${buttonStyles.secondary} mt-5 self-start`;

/** One of the other ways to reach the firm: icon, title, a line, and its link. */
function ContactOption({
  icon: Icon,
  copy,
  children,
}: {
  icon: LucideIcon;
  copy: { title: string; text: string };
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{copy.title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{copy.text}</p>
      {children}
    </li>
  );
}

/**
 * The book-consultation page below the hero (an island: app/components/island.tsx).
 * `bookLabel` is the hero's booking button, repeated under the list of good uses of the call.
 */
export default function BookingSections({ bookLabel }: { bookLabel: string }) {
  const { goodFor, alternatives } = bookingCopy;
  return (
    <>
      <Section heading={{ title: bookingCopy.stepsTitle }} headingId="expect-heading" align="left" flushTop>
        <CardGrid cards={stepCards(bookingSteps(site.consultationMinutes))} ordered />
        <div className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h2 className="text-xl font-semibold text-slate-900">{goodFor.title}</h2>
          <TickList items={goodFor.items} className="mt-4" />
          <ExternalLink href={site.schedulingUrl} className={`${buttonStyles.primary} mt-6`}>
            {bookLabel}
          </ExternalLink>
        </div>
      </Section>

      <Section heading={alternatives} headingId="alternatives-heading" align="left" tone="muted">
        <ul className="grid gap-6 md:grid-cols-3">
          <ContactOption icon={MessageCircle} copy={alternatives.whatsapp}>
            <ExternalLink href={whatsappUrl} className={optionAction}>
              {alternatives.whatsapp.cta}
            </ExternalLink>
          </ContactOption>
          <ContactOption icon={Mail} copy={alternatives.email}>
            <a href={mailtoHref} className={`${optionAction} break-words`}>
              {site.email}
            </a>
          </ContactOption>
          <ContactOption icon={Send} copy={alternatives.form}>
            <Link to="/contact" className={optionAction}>
              {alternatives.form.cta}
            </Link>
          </ContactOption>
        </ul>
      </Section>
    </>
  );
}
