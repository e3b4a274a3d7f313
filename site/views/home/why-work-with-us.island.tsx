import { island } from "../../islands/island";
import { Card } from "../../components/ui/card";
import { Tabs } from "../../components/ui/tabs";

/** One tab: content/pages/home.yaml, whyWorkWithUs.tabs. */
interface WhyTab {
  readonly id: string;
  readonly label: string;
  readonly title: string;
  readonly description: string;
  readonly stat: { readonly value: string; readonly label: string };
}

/** The "Why Work With Us" tabs: the home page's one island of its own (site/islands/island.tsx). */
function WhyWorkWithUs({ title, tabs }: { title: string; tabs: readonly WhyTab[] }) {
  return (
    <Tabs
      label={title}
      defaultId={tabs[0]?.id ?? ""}
      className="mx-auto max-w-4xl"
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel: (
          <Card as="div" className="grid items-center gap-6 sm:p-8 md:grid-cols-3">
            <div className="md:col-span-2">
              <h3 className="text-2xl font-semibold text-slate-900">{tab.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-700">{tab.description}</p>
            </div>
            <p className="rounded-xl bg-brand-700 p-6 text-center text-white">
              <span className="block text-4xl font-bold tracking-tight">{tab.stat.value}</span>
              <span className="mt-1 block font-medium text-brand-100">{tab.stat.label}</span>
            </p>
          </Card>
        ),
      }))}
    />
  );
}

export default island(WhyWorkWithUs);
