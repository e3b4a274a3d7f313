import { buttonStyles } from "../../components/ui/button-styles";
import { ExternalLink } from "../../components/ui/external-link";
import type { loadHome } from "../../loaders/pages";
import { pageMeta } from "../../meta/page-meta";
import { organizationJsonLd } from "../../meta/structured-data";
import { HomeSections, type HomeIslands } from "./sections";

// Copy: content/pages/home.yaml. The hero, then everything below it (./sections.tsx): services,
// tabs, figures, overview and the two forms. The page (site/pages/index.astro) renders the hero on
// its own, before the rest: Astro writes its island runtime before the first component that holds
// an island, and so it comes after the hero (docs/decisions/024).

export type HomeProps = Awaited<ReturnType<typeof loadHome>>;

export const meta = ({ content, settings }: HomeProps) =>
  pageMeta({ ...content.meta, path: "/", jsonLd: [organizationJsonLd(settings)], settings });

export function Hero({ content, settings }: HomeProps) {
  const { hero } = content;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-800">
          {hero.badge}
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">{hero.title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">{settings.tagline}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ExternalLink href={settings.schedulingUrl} className={buttonStyles.primary}>
            {hero.primaryCta}
          </ExternalLink>
          <a href="/services" className={buttonStyles.secondary}>
            {hero.secondaryCta}
          </a>
        </div>
      </div>
    </section>
  );
}

/** Everything below the hero, with the islands the page renders. */
export default function Home(props: HomeProps & HomeIslands) {
  return <HomeSections {...props} />;
}
