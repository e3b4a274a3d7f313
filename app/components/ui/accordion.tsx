import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

export interface AccordionItem {
  /** Stable id, unique within the accordion. */
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** Level of the heading that wraps each button (default 3, under a section's h2). */
  headingLevel?: 3 | 4;
  /** Open at first; by default every item is closed. */
  defaultOpenId?: string;
}

/**
 * WAI-ARIA accordion: at most one item open; clicking the open one closes it.
 * Answers are in the prerendered HTML, hidden until opened. Two columns from the lg breakpoint.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId }: AccordionProps) {
  const base = useId();
  const [openId, setOpenId] = useState<string | undefined>(defaultOpenId);
  const Heading = headingLevel === 3 ? "h3" : "h4";

  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${base}-button-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <div
            key={item.id}
            className={`rounded-2xl border bg-white shadow-sm transition-colors ${
              open ? "border-brand-600" : "border-slate-200"
            }`}
          >
            <Heading className="text-base font-semibold text-slate-900 sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? undefined : item.id)}
                className="flex min-h-11 w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:text-brand-800"
              >
                <span>{item.title}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none ${
                    open ? "rotate-180" : ""
                  }`}
                />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
