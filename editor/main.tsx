import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { keystaticConfig } from "./keystatic.config";

// The firm's editor: Keystatic's UI, a client-only page of its own at /keystatic (it routes
// itself under that prefix), served to signed-in staff only (server/publishing/editor-page.ts).
createRoot(document.getElementById("editor")!).render(
  <StrictMode>
    {/* Keystatic's props want the general config type; ours is narrower (STACK.md). */}
    <Keystatic config={keystaticConfig as unknown as Config} />
  </StrictMode>,
);
