import type { ProcessStep } from "../../content/types";

interface ProcessStepsProps {
  steps: readonly ProcessStep[];
  /** Heading level of each step's title (default 3, under a section's h2). */
  headingLevel?: 3 | 4;
}

/** Numbered steps of a process, with optional durations: a list, in order. */
export function ProcessSteps({ steps, headingLevel = 3 }: ProcessStepsProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((item) => (
        <li key={item.step} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {item.step}
          </span>
          <Heading className="mt-4 text-lg font-semibold text-slate-900">
            <span className="sr-only">Step {item.step}: </span>
            {item.title}
          </Heading>
          {item.duration ? <p className="mt-1 text-sm font-medium text-accent-600">{item.duration}</p> : null}
          <p className="mt-3 leading-relaxed text-slate-700">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
