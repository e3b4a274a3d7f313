import type { ProcessStep } from "../../content/types";
import { Carousel } from "../ui/carousel";

interface StepCarouselProps {
  label: string;
  steps: readonly ProcessStep[];
}

/** The steps of a process as cards: a swipe carousel on small screens, a grid from md up. */
export function StepCarousel({ label, steps }: StepCarouselProps) {
  return (
    <Carousel
      label={label}
      slides={steps.map((item) => ({
        key: item.title,
        content: (
          <article className="w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {item.step}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {item.step}: </span>
              {item.title}
            </h3>
            {item.duration ? <p className="mt-1 text-sm font-medium text-accent-600">{item.duration}</p> : null}
            <p className="mt-3 leading-relaxed text-slate-700">{item.description}</p>
          </article>
        ),
      }))}
    />
  );
}
