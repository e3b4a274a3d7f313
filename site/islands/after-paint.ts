// Inline at the end of every public page (site/islands/place-scripts.ts puts it there; the layout
// gives its hash to the page's Content-Security-Policy): once the page is parsed, it
// - marks a page without an island live (`data-hydrated`: the counting script and the tests wait
//   for it; on a page with islands the holder, site/islands/hold.ts, marks it once they are live);
// - starts the page's module scripts after the first paint: place-scripts.ts puts each (the
//   counting script's loader) in a `<template data-after-paint>`, inert, so that no script is
//   fetched while the page is parsed; after a frame is painted each is put back in the document,
//   where the browser fetches and runs it.
//
// It must stay self-contained (it is inlined as source) and small: it runs on every page view.

export function startAfterPaint() {
  const parsed = () => {
    if (!document.querySelector("astro-island")) document.documentElement.dataset.hydrated = "true";
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const template of document.querySelectorAll<HTMLTemplateElement>("template[data-after-paint]"))
          template.replaceWith(template.content.cloneNode(true));
      }),
    );
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed);
  else parsed();
}
