import { Mail, MapPin, MessageCircle, Newspaper, Send } from "lucide-react";
import type { ReactNode } from "react";
import type { ContactSectionCopy } from "../../loaders/pages";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";
import { ContactCard } from "./contact-card";
import { Section } from "./section";

interface ContactSectionProps {
  copy: ContactSectionCopy;
  /** The newsletter form; it renders under this section's own h3, so it brings no heading of its own. */
  newsletterForm?: ReactNode;
  /** The message form; same heading rule as newsletterForm. */
  messageForm?: ReactNode;
  /** Anchor of the section (#contact on the home page, which links point at). */
  id?: string;
  /** "narrow" lines up with PageHero on an inner page; "wide" on the home page. */
  width?: "narrow" | "wide";
}

const linkClass = "font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-800";

function Fallback({ text, href, label }: ContactSectionCopy["messageFallback"]) {
  return (
    <p className="leading-relaxed text-slate-700">
      {text}{" "}
      <a href={href} className={linkClass}>
        {label}
      </a>
      .
    </p>
  );
}

/** WhatsApp, e-mail and location, with the places of the message and newsletter forms. */
export function ContactSection({
  copy,
  newsletterForm,
  messageForm,
  id = "contact",
  width = "wide",
}: ContactSectionProps) {
  const { whatsapp, email, location } = copy.channels;
  return (
    <Section id={id} heading={copy} headingId={`${id}-heading`} tone="muted" width={width}>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ContactCard icon={MessageCircle} title={whatsapp.title} badge={whatsapp.badge} text={whatsapp.text}>
            <ExternalLink href={whatsapp.href} className={`${buttonStyles.primary} w-full sm:w-auto`}>
              {whatsapp.cta}
            </ExternalLink>
          </ContactCard>
          <ContactCard icon={Mail} title={email.title} text={email.text}>
            <a href={email.href} className={linkClass}>
              {email.address}
            </a>
          </ContactCard>
          <ContactCard icon={MapPin} title={location.title} text={location.text} />
        </div>

        <div className="flex flex-col gap-6 lg:col-span-3">
          <ContactCard icon={Send} title={copy.messageTitle} className="flex-1">
            {messageForm ?? <Fallback {...copy.messageFallback} />}
          </ContactCard>
          <ContactCard icon={Newspaper} title={copy.newsletterTitle} text={copy.newsletterIntro}>
            {newsletterForm ?? <Fallback {...copy.newsletterFallback} />}
          </ContactCard>
        </div>
      </div>
    </Section>
  );
}
