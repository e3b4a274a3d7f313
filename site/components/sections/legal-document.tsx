import type { LegalDocument as LegalDocumentContent } from "../../content/types";

const linkClass = "font-semibold break-words text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** A legal page's body: a table of contents and numbered sections of plain prose. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="max-w-3xl">
        <p className="text-sm text-slate-600">Last updated: {document.updated}</p>
        <nav aria-label="On this page" className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6">
          <h2 className="font-semibold text-slate-900">On this page</h2>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700 marker:text-slate-500">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-block py-0.5 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
              {index + 1}. {section.title}
            </h2>
            {section.paragraphs?.map((text) => (
              <p key={text} className="mt-4 leading-relaxed text-slate-700">
                {text}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-4 space-y-3 text-slate-700">
                {section.items.map((item) => (
                  <li key={item.text} className="rounded-xl border border-slate-200 bg-white p-4 leading-relaxed">
                    {item.term ? <strong className="font-semibold text-slate-900">{item.term}</strong> : null}{" "}
                    {item.text}
                  </li>
                ))}
              </ul>
            ) : null}
            {section.link ? (
              <p className="mt-4 leading-relaxed text-slate-700">
                {section.link.text}{" "}
                {section.link.href.startsWith("/") ? (
                  <a href={section.link.href} className={linkClass}>
                    {section.link.label}
                  </a>
                ) : (
                  <a href={section.link.href} className={linkClass}>
                    {section.link.label}
                  </a>
                )}
                .
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
