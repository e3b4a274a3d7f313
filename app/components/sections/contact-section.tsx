import { Mail, MapPin, MessageCircle, Newspaper, Send } from "lucide-react";
import type { ReactNode } from "react";
import type { ContactSectionCopy } from "../../content/contact";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";
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

const cardClass = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm";
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
          <div className={`${cardClass} border-accent-600/40`}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent-600 text-white">
                <MessageCircle aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{whatsapp.title}</h3>
              <span className="rounded-full bg-accent-600 px-3 py-0.5 text-xs font-semibold text-white">
                {whatsapp.badge}
              </span>
            </div>
            <p className="mt-3 text-slate-700">{whatsapp.text}</p>
            <ExternalLink href={whatsapp.href} className={`${buttonStyles.primary} mt-4 w-full sm:w-auto`}>
              {whatsapp.cta}
            </ExternalLink>
          </div>

          <div className={cardClass}>
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Mail aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{email.title}</h3>
            </div>
            <p className="mt-3">
              <a href={email.href} className={linkClass}>
                {email.address}
              </a>
            </p>
            <p className="mt-1 text-slate-700">{email.text}</p>
          </div>

          <div className={cardClass}>
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <MapPin aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{location.title}</h3>
            </div>
            <p className="mt-3 text-slate-700">{location.text}</p>
          </div>
        </div>

        <div className="flex flex-col gap-6 lg:col-span-3">
          <div className={`${cardClass} flex-1`}>
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Send aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{copy.messageTitle}</h3>
            </div>
            <div className="mt-4">{messageForm ?? <Fallback {...copy.messageFallback} />}</div>
          </div>

          <div className={cardClass}>
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Newspaper aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{copy.newsletterTitle}</h3>
            </div>
            <p className="mt-3 text-slate-700">{copy.newsletterIntro}</p>
            <div className="mt-4">{newsletterForm ?? <Fallback {...copy.newsletterFallback} />}</div>
          </div>
        </div>
      </div>
    </Section>
  );
}
