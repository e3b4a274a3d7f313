import { SearchX } from "lucide-react";
import { useState } from "react";
import type { CaseStudy as CaseStudyEntry, CaseStudyFilter } from "../../loaders/types";
import { Card } from "../ui/card";
import { CardGrid } from "../ui/card-grid";
import { TickList } from "../ui/tick-list";

interface CaseStudyGridProps {
  studies: readonly CaseStudyEntry[];
  /** Filter buttons in order; the first one shows every study. */
  filters: readonly CaseStudyFilter[];
  filterLabel: string;
  resultsLabel: string;
  empty: { title: string; text: string; linkLabel: string; href: string };
}

/** A case study: industry, title (h3), client, summary and its results. */
export function CaseStudyCard({ study, resultsLabel }: { study: CaseStudyEntry; resultsLabel: string }) {
  return (
    <Card className="flex flex-col border-t-4 border-t-brand-700">
      <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
        {study.category}
      </p>
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{study.title}</h3>
      <p className="mt-1 text-sm font-medium text-slate-600">{study.client}</p>
      <p className="mt-3 leading-relaxed text-slate-700">{study.excerpt}</p>
      <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-900 uppercase">{resultsLabel}</h4>
      <TickList items={study.results} className="mt-2" />
    </Card>
  );
}

/** Case-study cards with working industry filters (toggle buttons with aria-pressed). */
export function CaseStudyGrid({ studies, filters, filterLabel, resultsLabel, empty }: CaseStudyGridProps) {
  const all = filters[0];
  const [active, setActive] = useState<CaseStudyFilter | undefined>(all);
  const shown = active === all ? studies : studies.filter((study) => study.category === active);

  return (
    <div>
      <div role="group" aria-label={filterLabel} className="flex flex-wrap justify-center gap-2">
        {filters.map((filter) => {
          const pressed = filter === active;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={pressed}
              onClick={() => setActive(filter)}
              className={`min-h-11 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                pressed
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800"
              }`}
            >
              {filter}
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {shown.length === 1 ? "Showing 1 case study" : `Showing ${shown.length} case studies`}
      </p>

      {shown.length > 0 ? (
        <div className="mt-10">
          <CardGrid
            columns="many"
            cards={shown.map((study) => ({
              key: study.slug,
              content: <CaseStudyCard study={study} resultsLabel={resultsLabel} />,
            }))}
          />
        </div>
      ) : (
        <div className="mx-auto mt-10 max-w-xl rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-brand-700" />
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{empty.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{empty.text}</p>
          <a
            href={empty.href}
            className="mt-5 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {empty.linkLabel}
          </a>
        </div>
      )}
    </div>
  );
}
