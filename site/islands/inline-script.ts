import { transformSync } from "esbuild";

/**
 * A function of ours as a page carries it inline: its source called with `args` (as JSON),
 * minified. It must be self-contained: only its own source is inlined. The page allows it by its
 * hash (site/layouts/Layout.astro); the budget check counts it (site/integration.ts).
 */
export function inlineScript(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  const call = `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(", ")})`;
  return transformSync(call, { minify: true, loader: "js" }).code.trim();
}
