import type { ReactNode } from "react";
import type { Settings } from "../loaders/pages";
import type { Link } from "../loaders/types";
import { pageMeta } from "../meta/page-meta";
import { PageHero } from "./sections/page-hero";
import { buttonStyles } from "./ui/button-styles";

// Shared by the outcome pages (content/pages/outcomes.yaml): where a plain HTML form post (no
// JavaScript) and the newsletter's e-mail links land. Not indexed by search engines.

export function outcomeMeta(
  { title, description }: { title: string; description: string },
  path: string,
  settings: Pick<Settings, "name">,
) {
  return [...pageMeta({ title, description, path, settings }), { name: "robots", content: "noindex" }];
}

export interface OtherWaysCopy {
  readonly title: string;
  readonly email: string;
  readonly whatsapp: string;
  readonly whatsappLink: string;
  readonly phone: string;
}

export function OtherWaysToReachUs({ copy, settings }: { copy: OtherWaysCopy; settings: Settings }) {
  return (
    <section aria-labelledby="other-ways" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
      <h2 id="other-ways" className="text-xl font-semibold text-slate-900">
        {copy.title}
      </h2>
      <ul className="mt-4 space-y-2 text-lg text-slate-700">
        <li>
          {copy.email}{" "}
          <a className="font-medium text-brand-800 underline" href={settings.mailtoHref}>
            {settings.email}
          </a>
        </li>
        <li>
          {copy.whatsapp}{" "}
          <a className="font-medium text-brand-800 underline" href={settings.whatsappUrl}>
            {copy.whatsappLink}
          </a>
        </li>
        <li>
          {copy.phone}{" "}
          <a className="font-medium text-brand-800 underline" href={settings.telHref}>
            {settings.phoneDisplay}
          </a>
        </li>
      </ul>
    </section>
  );
}

/** A page's buttons: the first one primary. */
export function LinkButtons({ links }: { links: readonly Link[] }) {
  return links.map((link, index) => (
    <a key={link.href} href={link.href} className={index === 0 ? buttonStyles.primary : buttonStyles.secondary}>
      {link.label}
    </a>
  ));
}

interface OutcomePageProps {
  title: string;
  intro: ReactNode;
  /** The submission's reference from the URL (the pages a form post lands on): an island. */
  reference?: ReactNode;
  /** The page's buttons, or its form. */
  children: ReactNode;
}

export function OutcomePage({ title, intro, reference, children }: OutcomePageProps) {
  return (
    <PageHero title={title} intro={intro}>
      {reference}
      {children}
    </PageHero>
  );
}
