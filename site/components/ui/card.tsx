import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface CardProps {
  /** "article" for a card that stands on its own; "li" or "div" where the markup asks for it. */
  as?: "article" | "li" | "div";
  /** false for a card whose content sets its own padding (an image to the edges, a stat tile). */
  padded?: boolean;
  className?: string;
  children: ReactNode;
}

/** The surface every card of the site shares: white, bordered, rounded, slightly raised, full width of its cell. */
export function Card({ as: Element = "article", padded = true, className = "", children }: CardProps) {
  return (
    <Element
      className={["w-full rounded-2xl border border-slate-200 bg-white shadow-sm", padded ? "p-6" : "", className]
        .filter(Boolean)
        .join(" ")}
    >
      {children}
    </Element>
  );
}

/** A card's icon on a tile; "accent" marks the one card a section recommends. */
export function CardIcon({ icon: Icon, tone = "brand" }: { icon: LucideIcon; tone?: "brand" | "accent" }) {
  return (
    <span
      className={`flex size-11 shrink-0 items-center justify-center rounded-xl ${
        tone === "accent" ? "bg-accent-600 text-white" : "bg-brand-50 text-brand-700"
      }`}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
