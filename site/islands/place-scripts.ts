import { ISLAND_STYLES } from "astro/runtime/server/astro-island-styles.js";

// Where a page's inline scripts sit, so that none runs before the first screen's content is
// parsed (docs/decisions/027). Astro writes its island runtime (its stylesheet, then the
// `client:live` directive and the `astro-island` element as two inline scripts) at the start of
// the component that holds a page's first island: on the outcome pages that is before the hero's
// heading, on the others before the first screen's form or cards. The holder
// (site/islands/hold.ts) must listen before any island is painted. So, on the page as rendered
// (site/middleware.ts):
// - Astro's two scripts move to the end of the body, in their order: the islands are prerendered
//   HTML until then (nothing of them is live before that anyway, and the holder keeps what the
//   visitor does meanwhile); their stylesheet (`astro-island{display:contents}`) stays where it
//   is, so nothing shifts;
// - the holder goes right before the first island: it is in place before any control it guards
//   is parsed, and after everything in front of it (the navigation, and the hero on most pages).
//   A page without an island has it at the end of the body, where it only marks the page live
//   (`data-hydrated`).
// The menu's script follows the navigation's markup and the chat button's its button
// (site/layouts/Layout.astro): neither guards anything in an island.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SCRIPT = "<script>(?:(?!</script>)[\\s\\S])*</script>";
/** Astro's prelude to a page's first island: its stylesheet, the directive, the island element. */
const ISLAND_RUNTIME = new RegExp(`(<style>${escape(ISLAND_STYLES)}</style>)(${SCRIPT}${SCRIPT})`);

/** The page's HTML with Astro's island runtime at the end and the holder before the first island. */
export function placeScripts(html: string, holder: string): string {
  const tag = `<script>${holder}</script>`;
  let runtime = "";
  let placed = html.replace(ISLAND_RUNTIME, (_prelude, style: string, scripts: string) => {
    runtime = scripts;
    return style;
  });
  const island = placed.search(/<astro-island[\s>]/);
  if (island >= 0) placed = `${placed.slice(0, island)}${tag}${placed.slice(island)}`;
  const end = placed.lastIndexOf("</body>");
  if (end < 0) throw new Error("A page without </body>: its scripts have nowhere to go");
  return `${placed.slice(0, end)}${island >= 0 ? "" : tag}${runtime}${placed.slice(end)}`;
}
