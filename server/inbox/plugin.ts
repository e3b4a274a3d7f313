import type { FastifyInstance } from "fastify";
import { ADMIN_API_PREFIX } from "../../common/admin-api";
import adminPage from "./admin-page";
import adminApi, { type AdminOptions } from "./index";

// The firm's inbox, as the app registers it: its API under ADMIN_API_PREFIX (every staff action,
// publishing's and the accounts' included, behind one sign-in) and its page from the inbox's own
// build (build/admin). Needs the database, sessions and rate-limiting plugins registered before it.

export interface InboxOptions extends AdminOptions {
  /** The inbox's build (build/admin); absent: the API alone (an API-only instance). */
  adminDir: string | undefined;
}

export default async function inbox(app: FastifyInstance, { adminDir, ...api }: InboxOptions) {
  await app.register(adminApi, { prefix: ADMIN_API_PREFIX, ...api });
  if (adminDir) await app.register(adminPage, { adminDir });
}
