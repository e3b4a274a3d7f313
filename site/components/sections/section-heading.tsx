/** The words of a section's heading block; `intro` may be one paragraph or several. */
export interface SectionHeadingCopy {
  readonly eyebrow?: string;
  readonly title: string;
  readonly intro?: string | readonly string[];
}

interface SectionHeadingProps extends SectionHeadingCopy {
  id?: string;
  align?: "left" | "center";
}

/** The h2 block that opens a section (rendered by Section, which names itself after it). */
export function SectionHeading({ id, eyebrow, title, intro, align = "center" }: SectionHeadingProps) {
  const centered = align === "center";
  const paragraphs = typeof intro === "string" ? [intro] : (intro ?? []);
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {paragraphs.map((text) => (
        <p key={text} className="mt-4 text-lg leading-relaxed text-slate-700">
          {text}
        </p>
      ))}
    </div>
  );
}
