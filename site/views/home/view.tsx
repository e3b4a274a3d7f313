import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import { site } from "../../content/site";
import { pageMeta } from "../../meta/page-meta";
import { organizationJsonLd } from "../../meta/structured-data";
import { HomeSections, type HomeIslands } from "./sections";

// Everything below the hero (./sections.tsx): services, tabs, figures, overview and the two forms.

export const homeHero = {
  badge: "Trusted by 15+ businesses worldwide",
  title: "Strategic consulting and agile transformation that lasts",
  primaryCta: "Get a Free Strategy Session",
  secondaryCta: "Discover Our Solutions",
} as const;

export const meta = () =>
  pageMeta({
    title: `${site.name}: Strategic Consulting & Agile Transformation`,
    description:
      "Remote business consulting for startups, SMEs and enterprise teams: strategy, agile transformation, project management, HR and software delivery.",
    path: "/",
    jsonLd: [organizationJsonLd()],
  });

export default function Home(islands: HomeIslands) {
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
          <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-800">
            {homeHero.badge}
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
            {homeHero.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">{site.tagline}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <ExternalLink href={site.schedulingUrl} className={buttonStyles.primary}>
              {homeHero.primaryCta}
            </ExternalLink>
            <a href="/services" className={buttonStyles.secondary}>
              {homeHero.secondaryCta}
            </a>
          </div>
        </div>
      </section>

      <HomeSections {...islands} />
    </>
  );
}
