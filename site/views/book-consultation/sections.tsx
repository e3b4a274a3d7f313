import { Mail, MessageCircle, Send } from "lucide-react";
import { ContactCard } from "../../components/sections/contact-card";
import { Section } from "../../components/sections/section";
import { stepCards } from "../../components/sections/step-card";
import { CardGrid } from "../../components/ui/card-grid";
import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import { TickList } from "../../components/ui/tick-list";
import type { BookingProps } from "./view";

/**
 * The book-consultation page below the hero: plain HTML, no script. The hero's booking button is
 * repeated under the list of good uses of the call.
 */
export function BookingSections({ content, settings }: BookingProps) {
  const { goodFor, alternatives } = content;
  const options = [
    {
      icon: MessageCircle,
      copy: alternatives.whatsapp,
      action: (
        <ExternalLink href={settings.whatsappUrl} className={buttonStyles.secondary}>
          {alternatives.whatsapp.cta}
        </ExternalLink>
      ),
    },
    {
      icon: Mail,
      copy: alternatives.email,
      action: (
        <a href={settings.mailtoHref} className={`${buttonStyles.secondary} break-words`}>
          {settings.email}
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
      <Section heading={{ title: content.stepsTitle }} headingId="expect-heading" align="left" flushTop>
        <CardGrid cards={stepCards(content.steps)} ordered />
        <div className="mt-12 rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h2 className="text-xl font-semibold text-slate-900">{goodFor.title}</h2>
          <TickList items={goodFor.items} className="mt-4" />
          <ExternalLink href={settings.schedulingUrl} className={`${buttonStyles.primary} mt-6`}>
            {content.hero.primary}
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
