import { use, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import inlineStylesheet from "./app.css?inline";
import stylesheetUrl from "./app.css?url";
import ChatButton from "./components/layout/chat-button.island";
import Footer from "./components/layout/footer";
import Navbar from "./components/layout/navbar.island";
import { SkipLink } from "./components/layout/skip-link";
import { holdEarlyEvents } from "./islands/hold";
import { Island } from "./islands/island";

/**
 * How long a held link or form post waits for the page's script to arrive before it goes the
 * native way (app/islands/hold.ts); once arrived, how long it waits for the script to start.
 */
const FALLBACK_MS = 3000;
const RUNNING_MS = 10_000;
import { PageHero } from "./components/sections/page-hero";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HoldEarlyEvents />
        <meta name="theme-color" content="#1b3a86" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <Stylesheet />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <PageScripts />
      </body>
    </html>
  );
}

/**
 * The stylesheet is small (~5 KB gzip), so the prerendered HTML carries it inline and
 * the first paint waits for no request (decision 003). The browser bundle leaves the
 * text out (import.meta.env.SSR is false there) and hydration keeps the server's.
 */
function Stylesheet() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={stylesheetUrl} />;
  return (
    <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? inlineStylesheet : "" }} />
  );
}

/** Public pages: from the first byte, nothing the visitor does before an island is live is lost. */
function HoldEarlyEvents() {
  const framework = use(FrameworkContext);
  if (!framework || framework.isSpaMode || import.meta.env.DEV) return null;
  return (
    <script dangerouslySetInnerHTML={{ __html: `(${holdEarlyEvents.toString()})(${FALLBACK_MS}, ${RUNNING_MS})` }} />
  );
}

/**
 * A public page loads one script, which hydrates its islands (app/islands/island.tsx); links
 * navigate the browser's way. Only the inbox's page (the SPA fallback, rendered in "SPA mode")
 * boots React Router.
 */
function PageScripts() {
  const framework = use(FrameworkContext);
  if (!framework || framework.isSpaMode || import.meta.env.DEV) return <Scripts />;
  return <script type="module" src={framework.manifest.entry.module} />;
}

function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <Island component={Navbar} props={{ path: pathname.replace(/(.)\/$/, "$1") }} load="page" />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <Island component={ChatButton} load="page" />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      <PageHero
        title={notFound ? "Page not found" : "Something went wrong"}
        intro={
          notFound
            ? "The page you asked for does not exist."
            : "This page failed to load. Please reload it, or come back in a moment."
        }
      />
    </Shell>
  );
}
