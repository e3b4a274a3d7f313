import type { ReactNode } from "react";
import { mailtoHref, site, telHref, whatsappUrl } from "../content/site";
import { pageMeta } from "../meta/page-meta";
import { PageHero } from "./sections/page-hero";
import { buttonStyles } from "./ui/button-styles";

// Shared by the outcome pages: where a plain HTML form post (no JavaScript) and the
// newsletter's e-mail links land. Not indexed by search engines.

export function outcomeMeta(title: string, description: string, path: string) {
  return [...pageMeta({ title, description, path }), { name: "robots", content: "noindex" }];
}

export function OtherWaysToReachUs() {
  return (
    <section aria-labelledby="other-ways" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
      <h2 id="other-ways" className="text-xl font-semibold text-slate-900">
        Other ways to reach us
      </h2>
      <ul className="mt-4 space-y-2 text-lg text-slate-700">
        <li>
          E-mail:{" "}
          <a className="font-medium text-brand-800 underline" href={mailtoHref}>
            {site.email}
          </a>
        </li>
        <li>
          WhatsApp, 24/7:{" "}
          <a className="font-medium text-brand-800 underline" href={whatsappUrl}>
            chat with us
          </a>
        </li>
        <li>
          Phone:{" "}
          <a className="font-medium text-brand-800 underline" href={telHref}>
            {site.phoneDisplay}
          </a>
        </li>
      </ul>
    </section>
  );
}

interface OutcomePageProps {
  title: string;
  intro: ReactNode;
  /** The submission's reference from the URL (the pages a form post lands on): an island. */
  reference?: ReactNode;
  /** The page's buttons; by default, back to the home page and to the services. */
  children?: ReactNode;
}

export function OutcomePage({ title, intro, reference, children }: OutcomePageProps) {
  return (
    <PageHero title={title} intro={intro}>
      {reference}
      {children ?? (
        <>
          <a href="/" className={buttonStyles.primary}>
            Return to Home
          </a>
          <a href="/services" className={buttonStyles.secondary}>
            See our services
          </a>
        </>
      )}
    </PageHero>
  );
}
