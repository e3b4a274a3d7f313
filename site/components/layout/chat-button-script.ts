import { inlineScript } from "../../islands/inline-script";
import { CHAT, chatButton } from "./chat-button-rules";

/** The chat button's script as every public page carries it inline after the button (site/layouts/Layout.astro), minified. */
export const chatButtonScript = inlineScript(chatButton, CHAT);
