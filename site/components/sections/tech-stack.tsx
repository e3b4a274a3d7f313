import type { TechGroup } from "../../loaders/services/types";
import { icons } from "../icons";
import { Card } from "../ui/card";

/** Technology groups (Frontend, Backend...), each with its list of tools. */
export function TechStack({ groups }: { groups: readonly TechGroup[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {groups.map(({ name, icon, items }) => {
        const Icon = icons[icon];
        return (
          <Card as="li" key={name}>
            <div className="flex items-center gap-3">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
            </div>
            <ul className="mt-4 flex flex-wrap gap-2">
              {items.map((item) => (
                <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </ul>
  );
}
