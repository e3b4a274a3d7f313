// Counts the page view once the page is live: when the inline holder (site/islands/hold.ts) marks
// it `data-hydrated`, every island of its first screen live (at once on a page without one).
// Every public page loads this as a module (site/layouts/Layout.astro); the counting script
// itself, with web-vitals, only then.

if (__ANALYTICS__) {
  const root = document.documentElement;
  const start = () => void import("./count").then(({ startCounting }) => startCounting());
  if (root.dataset.hydrated) start();
  else {
    const observer = new MutationObserver(() => {
      if (!root.dataset.hydrated) return;
      observer.disconnect();
      start();
    });
    observer.observe(root, { attributeFilter: ["data-hydrated"] });
  }
}
