import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import inlineStylesheet from "./app.css?inline";
import stylesheetUrl from "./app.css?url";
import { island } from "./components/island";
import { ChatButton } from "./components/layout/chat-button";
import { Navbar } from "./components/layout/navbar";
import { SkipLink } from "./components/layout/skip-link";
import { PageHero } from "./components/sections/page-hero";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b3a86" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <Stylesheet />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {/* Scrolls to the top on every new page and restores position on back/forward. */}
        <ScrollRestoration />
        <Scripts />
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

// Below the fold on every page: hydrated when reached (app/components/island.tsx).
const Footer = island(() => import("./components/layout/footer"));

function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <ChatButton />
    </>
  );
}

export default function App() {
  // Marks the document once React has taken over the prerendered HTML (used by end-to-end tests).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
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
