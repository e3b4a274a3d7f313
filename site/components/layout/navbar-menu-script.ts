import { transformSync } from "esbuild";
import { MENU, navbarMenu } from "./navbar-menu";

/** The menu's script as every public page carries it inline in <head> (site/layouts/Layout.astro), minified. */
export const navbarMenuScript = transformSync(`(${navbarMenu.toString()})(${JSON.stringify(MENU)})`, {
  minify: true,
  loader: "js",
}).code.trim();
