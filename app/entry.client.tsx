import { hydrateIslands } from "./islands/hydrate";

// A public page hydrates its islands and nothing else (app/islands/island.tsx). The inbox's page,
// the only one React Router's own scripts boot (they leave its context on `window`), is hydrated
// by the router, whose code loads only there.
if ("__reactRouterContext" in window) void import("./islands/router");
else hydrateIslands();
