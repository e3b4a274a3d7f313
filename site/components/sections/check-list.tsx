import type { ListItem } from "../../loaders/services/types";
import type { IconName } from "../../loaders/types";
import { icons } from "../icons";

interface CheckListProps {
  items: readonly ListItem[];
  icon: IconName;
  /** "warning" for problems (challenges), "positive" for benefits and safeguards. */
  tone?: "positive" | "warning";
}

/** A two-column list of short points, each with an icon, a bold title and an optional line. */
export function CheckList({ items, icon, tone = "positive" }: CheckListProps) {
  const Icon = icons[icon];
  const iconColour = tone === "warning" ? "bg-amber-50 text-amber-700" : "bg-accent-500/10 text-accent-600";
  return (
    <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5">
          <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${iconColour}`}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-slate-900">{item.title}</p>
            {item.description ? <p className="mt-1 leading-relaxed text-slate-700">{item.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
