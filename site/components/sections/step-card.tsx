import type { ProcessStep } from "../../loaders/types";
import { Card } from "../ui/card";
import type { CardItem } from "../ui/card-grid";

/** One numbered step of a process, with an optional duration. */
export function StepCard({ step }: { step: ProcessStep }) {
  return (
    <Card>
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
      >
        {step.step}
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">
        <span className="sr-only">Step {step.step}: </span>
        {step.title}
      </h3>
      {step.duration ? <p className="mt-1 text-sm font-medium text-accent-600">{step.duration}</p> : null}
      <p className="mt-3 leading-relaxed text-slate-700">{step.description}</p>
    </Card>
  );
}

/** Steps as cards, in order: for a CardGrid (ordered) or a Carousel. */
export function stepCards(steps: readonly ProcessStep[]): CardItem[] {
  return steps.map((step) => ({ key: step.title, content: <StepCard step={step} /> }));
}
