import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardIcon } from "../ui/card";

interface ContactCardProps {
  icon: LucideIcon;
  title: string;
  /** A tag beside the title, e.g. "Fastest"; it marks the channel the page recommends. */
  badge?: string;
  /** What to expect from this channel. */
  text?: string;
  /** The channel's link, button or form. */
  children?: ReactNode;
  /** Extra classes for the card, e.g. flex-1 to fill a column. */
  className?: string;
}

/** One way to reach the firm: an icon and title (h3), a line about it, and its link or form. */
export function ContactCard({ icon, title, badge, text, children, className = "" }: ContactCardProps) {
  return (
    <Card className={["flex flex-col", badge ? "border-accent-600/40" : "", className].filter(Boolean).join(" ")}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <CardIcon icon={icon} tone={badge ? "accent" : "brand"} />
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        {badge ? (
          <span className="rounded-full bg-accent-600 px-3 py-0.5 text-xs font-semibold text-white">{badge}</span>
        ) : null}
      </div>
      {text ? <p className="mt-3 flex-1 text-slate-700">{text}</p> : null}
      {children ? <div className="mt-4">{children}</div> : null}
    </Card>
  );
}
