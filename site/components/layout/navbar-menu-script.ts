import { inlineScript } from "../../islands/inline-script";
import { MENU, navbarMenu } from "./navbar-menu";

/** The menu's script as every public page carries it inline in <head> (site/layouts/Layout.astro), minified. */
export const navbarMenuScript = inlineScript(navbarMenu, MENU);
