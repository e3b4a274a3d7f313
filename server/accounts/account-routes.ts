import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { OwnAccount } from "../../common/admin-api";
import { nowIso, toIso } from "../db/time";
import { audit } from "../inbox/audit";
import { checkAccessLink, inviteStaff, listAccounts, removeAccount, resetAccess, useAccessLink } from "./access-links";
import { hashPassword, verifyPassword } from "./passwords";
import { accessLinkBody, accountParams, changePasswordBody, inviteBody, useAccessLinkBody } from "./schemas";
import { hashSessionId } from "./sessions";

// Staff accounts in the inbox. An owner's (permission "accounts"): the list, invite, reset access,
// remove. Anyone's own: their account and recent sign-ins, a new password (the current one
// first). Public (the link is the credential): what a one-time link is for, and setting a
// password with it. Every change is in the audit log.

const empty = z.object({}).strict();
/** How many of one's own sign-ins the Account screen shows. */
export const RECENT_SIGN_INS = 20;

export default async function accountRoutes(
  parent: FastifyInstance,
  { onOutboxWrite }: { onOutboxWrite?: () => void },
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const mailFrom = () => ({
    siteName: app.siteIdentity().siteName,
    linkOrigin: app.config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${app.config.PORT}`,
  });
  const accounts = { permission: "accounts" } as const;

  app.get("/accounts", { config: accounts }, async () => ({
    accounts: await listAccounts(db),
    mailOn: Boolean(app.config.SMTP_URL),
  }));

  app.post("/accounts", { schema: { body: inviteBody }, config: accounts }, async (request, reply) => {
    const { email, role, displayName } = request.body;
    const by = request.staff!;
    const invited = await inviteStaff(db, { email, role, displayName, by, ...mailFrom() });
    await audit(db, {
      actor: by.email,
      action: "account-invite",
      detail: { email, role, outcome: invited === "exists" ? "exists" : "invited" },
    });
    if (invited === "exists") return reply.code(409).send({ message: `${email} already has an account.` });
    onOutboxWrite?.();
    return reply.code(201).send({ id: invited.id, email });
  });

  app.post(
    "/accounts/:id/reset",
    { schema: { params: accountParams, body: empty }, config: accounts },
    async (request, reply) => {
      const by = request.staff!;
      const account = await resetAccess(db, request.params.id, { by, ...mailFrom() });
      if (!account) return reply.code(404).send({ message: "No such account." });
      await audit(db, { actor: by.email, action: "account-reset-access", detail: { email: account.email } });
      onOutboxWrite?.();
      return account;
    },
  );

  app.delete("/accounts/:id", { schema: { params: accountParams }, config: accounts }, async (request, reply) => {
    const by = request.staff!;
    const outcome = await removeAccount(db, request.params.id, by);
    if (!outcome) return reply.code(404).send({ message: "No such account." });
    if ("refused" in outcome) {
      await audit(db, {
        actor: by.email,
        action: "account-remove",
        detail: { id: request.params.id, outcome: "refused" },
      });
      return reply.code(409).send({ message: outcome.refused });
    }
    await audit(db, {
      actor: by.email,
      action: "account-remove",
      detail: { email: outcome.removed.email, outcome: "removed" },
    });
    return reply.code(204).send();
  });

  app.get("/account", async (request): Promise<OwnAccount> => {
    const staff = request.staff!;
    const rows = await db
      .selectFrom("audit_log")
      .select(["at", "action"])
      .where("actor", "=", staff.email)
      .where("action", "in", ["sign-in", "sign-in-failed"])
      .orderBy("at", "desc")
      .limit(RECENT_SIGN_INS)
      .execute();
    return {
      email: staff.email,
      displayName: staff.displayName,
      role: staff.role,
      signIns: rows.map((row) => ({ at: toIso(row.at), succeeded: row.action === "sign-in" })),
    };
  });

  app.post("/account/password", { schema: { body: changePasswordBody } }, async (request, reply) => {
    const staff = request.staff!;
    const { current, password } = request.body;
    const account = await db
      .selectFrom("staff_accounts")
      .select("password_hash")
      .where("id", "=", staff.id)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(current, account.password_hash))) {
      await audit(db, { actor: staff.email, action: "password-change-failed" });
      return reply.code(400).send({ message: "The current password is wrong: nothing changed." });
    }
    const hash = await hashPassword(password);
    const sessionId = app.sessions.idOf(request)!;
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_accounts")
        .set({ password_hash: hash, updated_at: nowIso() })
        .where("id", "=", staff.id)
        .execute();
      // Signed out everywhere else; this browser stays signed in.
      await trx
        .deleteFrom("staff_sessions")
        .where("staff_id", "=", staff.id)
        .where("id_hash", "!=", hashSessionId(sessionId))
        .execute();
    });
    await audit(db, { actor: staff.email, action: "password-change" });
    return reply.code(204).send();
  });

  app.post(
    "/access-links/check",
    { schema: { body: accessLinkBody }, config: { public: true } },
    async (request, reply) => {
      const found = await checkAccessLink(db, request.body.token);
      if (!found.ok) return reply.code(410).send({ message: found.message });
      return { email: found.email, displayName: found.displayName };
    },
  );

  app.post(
    "/access-links/use",
    { schema: { body: useAccessLinkBody }, config: { public: true } },
    async (request, reply) => {
      const used = await useAccessLink(db, request.body.token, request.body.password);
      if (!used.ok) {
        await audit(db, { actor: null, action: "account-access-link-refused", detail: { reason: used.message } });
        return reply.code(410).send({ message: used.message });
      }
      await audit(db, { actor: used.email, action: "account-access-link-used" });
      return { email: used.email };
    },
  );
}
