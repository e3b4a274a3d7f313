import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type TouchEvent } from "react";
import { nextIndex, previousIndex, swipeStep, wrapIndex } from "./carousel-math";

export interface CarouselSlide {
  readonly key: string;
  readonly content: ReactNode;
}

interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Agile frameworks". */
  label: string;
  slides: readonly CarouselSlide[];
}

// Desktop grid columns by number of slides (class names spelled out for Tailwind).
// The track's offset per slide as classes, not a style attribute: the Content-Security-Policy
// allows no inline styles (style-src has hashes only). Six slides at most (HR solutions).
const trackOffsets = [
  "max-md:translate-x-0",
  "max-md:-translate-x-full",
  "max-md:-translate-x-[200%]",
  "max-md:-translate-x-[300%]",
  "max-md:-translate-x-[400%]",
  "max-md:-translate-x-[500%]",
] as const;

const gridColumns: Record<number, string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
};
const defaultGridColumns = "md:grid-cols-2 lg:grid-cols-3";

/**
 * Below md (768 px) a swipe carousel with previous/next buttons and dots; from md up the same
 * slides laid out as a grid. The switch is pure CSS, so the prerendered HTML is right at every
 * width and nothing moves at hydration. WAI-ARIA APG carousel pattern, no auto-rotation.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const count = slides.length;
  if (count > trackOffsets.length)
    throw new Error(`Carousel "${label}" has ${count} slides; at most ${trackOffsets.length} are supported`);
  const [index, setIndex] = useState(0);
  const trackId = useId();
  const start = useRef<{ x: number; y: number } | null>(null);

  const goTo = (target: number) => setIndex(wrapIndex(target, count));

  function begin(x: number, y: number) {
    start.current = { x, y };
  }
  function finish(x: number, y: number) {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const step = swipeStep(x - from.x, y - from.y);
    if (step !== 0) setIndex((current) => wrapIndex(current + step, count));
  }

  // Touch input through touch events; mouse and pen through pointer events (a touch also fires
  // pointer events, which are ignored so that one swipe moves one slide).
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (touch) begin(touch.clientX, touch.clientY);
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (touch) finish(touch.clientX, touch.clientY);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "touch" && event.isPrimary) begin(event.clientX, event.clientY);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType !== "touch") finish(event.clientX, event.clientY);
  };
  const cancel = () => {
    start.current = null;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: previousIndex(index, count),
      ArrowRight: nextIndex(index, count),
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div
        className="touch-pan-y overflow-hidden max-md:-mx-1 md:touch-auto md:overflow-visible"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={cancel}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={cancel}
      >
        <div
          id={trackId}
          aria-live="polite"
          className={`flex transition-transform duration-300 ease-out motion-reduce:transition-none md:grid md:gap-6 ${trackOffsets[index] ?? ""} ${gridColumns[count] ?? defaultGridColumns}`}
        >
          {slides.map((slide, position) => {
            const current = position === index;
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
                data-current={current}
                // Off-screen slides are invisible on small screens, so nothing in them takes focus;
                // the visibility transition keeps the outgoing slide painted while it slides away.
                className={`flex w-full shrink-0 transition-[visibility] duration-300 motion-reduce:transition-none max-md:px-1 max-md:py-1 md:w-auto ${
                  current ? "" : "max-md:invisible"
                }`}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>

      {/* Keyboard: the arrow keys, Home and End work while a control has focus. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a group of buttons handling arrow keys */}
      <div className="mt-6 flex items-center justify-center gap-3 md:hidden" onKeyDown={onKeyDown}>
        <button
          type="button"
          aria-controls={trackId}
          aria-label="Previous slide"
          onClick={() => goTo(index - 1)}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex items-center gap-1">
          {slides.map((slide, position) => {
            const current = position === index;
            return (
              <button
                key={slide.key}
                type="button"
                aria-controls={trackId}
                aria-label={`Show slide ${position + 1} of ${count}`}
                aria-current={current ? "true" : undefined}
                onClick={() => goTo(position)}
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${
                    current ? "w-5 bg-brand-700" : "w-2.5 bg-slate-500 group-hover:bg-slate-700"
                  }`}
                />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          aria-controls={trackId}
          aria-label="Next slide"
          onClick={() => goTo(index + 1)}
          className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
