import { Link } from "react-router";
import { buttonStyles } from "../components/ui/button-styles";
import { ExternalLink } from "../components/ui/external-link";
import { site } from "../content/site";
import { pageMeta } from "../lib/meta";

export const meta = () =>
  pageMeta({
    title: `${site.name}: Strategic Consulting & Agile Transformation`,
    description:
      "Remote business consulting for startups, SMEs and enterprise teams: strategy, agile transformation, project management, HR and software delivery.",
    path: "/",
  });

export default function Home() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-800">
          Trusted by 15+ businesses worldwide
        </p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
          Strategic consulting and agile transformation that lasts
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-700">{site.tagline}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ExternalLink href={site.schedulingUrl} className={buttonStyles.primary}>
            Get a Free Strategy Session
          </ExternalLink>
          <Link to="/services" className={buttonStyles.secondary}>
            Discover Our Solutions
          </Link>
        </div>
      </div>
    </section>
  );
}
