import { transformSync } from "esbuild";
import { menuToggle } from "./menu-toggle";

/** The script as the page carries it inline, minified (its hash is in the page's policy). */
export const menuScript = transformSync(`(${menuToggle.toString()})()`, { minify: true, loader: "js" }).code.trim();
