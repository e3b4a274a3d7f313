import type { FastifyInstance } from "fastify";
import { API_PREFIX } from "../../common/api";
import type { LiveSite } from "../publishing/live-site";
import formErrorPage from "./form-error-page";
import type { FormDeps } from "./form-deps";
import formRoutes from "./routes";

// The forms, as the app registers them: one route per declared form under API_PREFIX (also
// answering a plain HTML post), and the page a refused plain post lands on, from the live build.

export interface FormsOptions extends FormDeps {
  /** The live build, whose /form-error page is filled in; absent on an API-only instance. */
  live: LiveSite | undefined;
}

export default async function forms(app: FastifyInstance, { live, ...deps }: FormsOptions) {
  await app.register(formRoutes, { prefix: API_PREFIX, ...deps });
  if (live) await app.register(formErrorPage, { live });
}
