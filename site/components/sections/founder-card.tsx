import { Quote, Sparkles } from "lucide-react";
import type { Founder } from "../../loaders/types";
import { Card } from "../ui/card";

interface FounderCardProps {
  founder: Founder;
  labels: { funFact: string; contributions: string };
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("");
}

/** One founder: name, role, quote, story, fun fact and key contributions. */
export function FounderCard({ founder, labels }: FounderCardProps) {
  return (
    <Card className="flex h-full flex-col sm:p-8">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
        >
          {initials(founder.name)}
        </span>
        <div>
          <h3 className="text-xl font-semibold text-slate-900">{founder.name}</h3>
          <p className="font-medium text-accent-600">{founder.role}</p>
        </div>
      </div>
      <figure className="mt-6 rounded-xl bg-brand-50 p-5">
        <Quote aria-hidden="true" className="size-6 text-brand-700" />
        <blockquote className="mt-2 text-lg leading-relaxed font-medium text-slate-900">{founder.quote}</blockquote>
      </figure>
      <p className="mt-5 leading-relaxed text-slate-700">{founder.story}</p>
      <p className="mt-4 flex gap-2 text-slate-700">
        <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
        <span>
          <strong className="font-semibold text-slate-900">{labels.funFact}:</strong> {founder.funFact}
        </span>
      </p>
      <h4 className="mt-6 font-semibold text-slate-900">{labels.contributions}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-700">
        {founder.contributions.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Card>
  );
}
