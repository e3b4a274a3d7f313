import type { ReactNode } from "react";

interface CtaBandProps {
  title: string;
  text?: string;
  /** Buttons and links; use buttonStyles.onDark / outlineOnDark. */
  children: ReactNode;
  note?: string;
  /** Id of the h2, when a link or a test needs it; the band is named by its title either way. */
  headingId?: string;
}

/** The closing call to action of a page, on the brand colour. */
export function CtaBand({ title, text, children, note, headingId }: CtaBandProps) {
  return (
    <section aria-labelledby={headingId} aria-label={headingId ? undefined : title} className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {text ? <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        {note ? <p className="mt-5 text-sm font-medium text-brand-100">{note}</p> : null}
      </div>
    </section>
  );
}
