import { hydrateIslands } from "./islands/hydrate";

// A public page hydrates its islands and nothing else (app/islands/island.tsx). The firm's inbox
// is an app of its own (admin/), built apart: nothing of it is in this bundle.
hydrateIslands();
