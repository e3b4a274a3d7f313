import { Mail, MessageCircle, Send } from "lucide-react";
import { ContactCard } from "../../components/sections/contact-card";
import { Section } from "../../components/sections/section";
import { stepCards } from "../../components/sections/step-card";
import { CardGrid } from "../../components/ui/card-grid";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import { TickList } from "../../components/ui/tick-list";
import { mailtoHref, site, whatsappUrl } from "../../content/site";
import { bookingCopy, bookingSteps } from "./content";

/**
 * The book-consultation page below the hero: plain HTML, no script.
 * `bookLabel` is the hero's booking button, repeated under the list of good uses of the call.
 */
export function BookingSections({ bookLabel }: { bookLabel: string }) {
  const { goodFor, alternatives } = bookingCopy;
  const options = [
    {
      icon: MessageCircle,
      copy: alternatives.whatsapp,
      action: (
        <ExternalLink href={whatsappUrl} className={buttonStyles.secondary}>
          {alternatives.whatsapp.cta}
        </ExternalLink>
      ),
    },
    {
      icon: Mail,
      copy: alternatives.email,
      action: (
        <a href={mailtoHref} className={`${buttonStyles.secondary} break-words`}>
          {site.email}
        </a>
      ),
    },
    {
      icon: Send,
      copy: alternatives.form,
      action: (
        <a href="/contact" className={buttonStyles.secondary}>
          {alternatives.form.cta}
        </a>
      ),
    },
  ];
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
        <CardGrid
          columns={3}
          cards={options.map(({ icon, copy, action }) => ({
            key: copy.title,
            content: (
              <ContactCard icon={icon} title={copy.title} text={copy.text}>
                {action}
              </ContactCard>
            ),
          }))}
        />
      </Section>
    </>
  );
}
