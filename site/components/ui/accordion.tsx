import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";

export interface AccordionItem {
  /** Stable id, unique within the accordion. */
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

interface AccordionProps {
  /** The group's name: the browser keeps at most one item of the same name open. */
  name: string;
  items: readonly AccordionItem[];
  /** Level of the heading that holds each question (default 3, under a section's h2). */
  headingLevel?: 3 | 4;
}

/**
 * An accordion of native disclosures (`<details name>`): at most one item open, clicking the
 * open one closes it, Enter and Space toggle the focused question. The browser does all of it,
 * so it works before any script has loaded and needs none. Answers are in the prerendered HTML,
 * hidden until opened (find-in-page opens them). Two columns from the lg breakpoint.
 */
export function Accordion({ name, items, headingLevel = 3 }: AccordionProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          className="group rounded-2xl border border-slate-200 bg-white shadow-sm transition-colors open:border-brand-600"
        >
          <summary className="flex min-h-11 list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-slate-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold sm:text-lg">{item.title}</Heading>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-5 pb-5">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
