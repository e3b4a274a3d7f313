import { Check } from "lucide-react";

/** Short points, each behind a check mark: a card's benefits, a case study's results. */
export function TickList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
