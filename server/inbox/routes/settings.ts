import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { InboxSettings } from "../../../common/admin-api";
import { listStaffMembers } from "../../accounts/staff";
import { assignmentMode, digestEnabled, setAssignmentMode, setDigest } from "../assignment";
import { audit } from "../audit";
import { settingsBody } from "../schemas";

// The inbox's settings, changed in the browser: how new leads are assigned (the firm's), and
// whether the signed-in person gets the morning digest (their own). The staff list names who a
// lead can be assigned to.

export default async function settingsRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  app.get("/staff", async () => ({ staff: await listStaffMembers(db) }));

  app.get("/inbox-settings", async (request) => {
    return {
      assignment: await assignmentMode(db),
      digest: await digestEnabled(db, request.staff!.id),
    } satisfies InboxSettings;
  });

  app.patch("/inbox-settings", { schema: { body: settingsBody } }, async (request) => {
    const { assignment, digest } = request.body;
    const by = request.staff!.email;
    if (assignment !== undefined) {
      await setAssignmentMode(db, assignment, by);
      await audit(db, { actor: by, action: "inbox-settings", detail: { assignment } });
    }
    if (digest !== undefined) {
      await setDigest(db, request.staff!.id, digest);
      await audit(db, { actor: by, action: "digest-setting", detail: { digest } });
    }
    return {
      assignment: await assignmentMode(db),
      digest: await digestEnabled(db, request.staff!.id),
    } satisfies InboxSettings;
  });
}
