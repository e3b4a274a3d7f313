import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SessionInfo } from "../../common/admin-api";
import { redactEmail } from "../http/redact";
import { audit } from "../inbox/audit";
import { DUMMY_HASH, HashQueueFull, hashQueueFull, verifyPassword } from "./passwords";
import { signInBody } from "../inbox/schemas";
import { signInLimits } from "./sign-in-limits";
import { upgradePasswordHash } from "./staff";

// Sign in (a new session id every time: a fixed id planted before sign-in is dropped), who is
// signed in, sign out.

export const WRONG_CREDENTIALS = "The e-mail or password is wrong.";
/** Seconds a sign-in refused for a full hashing queue is told to wait. */
export const HASH_QUEUE_RETRY_SECONDS = 5;

export default async function sessionRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limits = signInLimits(parent);
  const tooMany = (reply: FastifyReply, ttl: number) =>
    reply
      .code(429)
      .header("retry-after", String(ttl))
      .send({ message: "Too many sign-in attempts. Please wait 15 minutes, then try again." });
  // More sign-ins at once than the password hashing queue holds (passwords.ts).
  const busy = (reply: FastifyReply) =>
    reply
      .code(503)
      .header("retry-after", String(HASH_QUEUE_RETRY_SECONDS))
      .send({ message: "Too many sign-ins at once. Please try again in a few seconds." });

  app.post(
    "/session",
    {
      schema: { body: signInBody },
      config: { public: true },
      // Counted before the body is read: a network past its limit costs nothing more.
      onRequest: async (request, reply) => {
        const wait = await limits.byAddress(request);
        if (wait !== undefined) return tooMany(reply, wait);
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Refused before it counts as an attempt.
      if (hashQueueFull()) return busy(reply);
      const account = await db
        .selectFrom("staff_accounts")
        .select(["id", "email", "password_hash", "role", "display_name"])
        .where("email", "=", email)
        .executeTakeFirst();
      const attempt = await limits.attempt(request, email, account?.id);
      if (attempt.blocked) return tooMany(reply, attempt.retryAfterSeconds);
      // The same scrypt work whether or not the account exists: timing tells nothing.
      let valid: boolean;
      try {
        // An invited account without a password yet: the same work, and no password verifies.
        valid = (await verifyPassword(password, account?.password_hash || DUMMY_HASH)) && account?.password_hash !== "";
      } catch (error) {
        if (error instanceof HashQueueFull) return busy(reply);
        throw error;
      }
      if (!account || !valid) {
        request.log.info({ email: redactEmail(email) }, "staff sign-in refused");
        // An account's address as staff know it; an unknown one only as "unknown account".
        await audit(db, {
          actor: account?.email ?? null,
          action: "sign-in-failed",
          detail: { known: Boolean(account) },
        });
        return reply.code(401).send({ message: WRONG_CREDENTIALS });
      }
      const hash = await upgradePasswordHash(db, account, password);
      // Only if the password verified is still the account's: a reset since refuses it.
      if (!(await app.sessions.start(request, reply, account.id, hash))) {
        request.log.info({ email: redactEmail(email) }, "staff sign-in refused: the password changed meanwhile");
        await audit(db, { actor: account.email, action: "sign-in-failed", detail: { known: true, reset: true } });
        return reply.code(401).send({ message: WRONG_CREDENTIALS });
      }
      await attempt.succeeded(account.id);
      await audit(db, { actor: account.email, action: "sign-in" });
      return reply.send({
        id: account.id,
        email: account.email,
        displayName: account.display_name,
        role: account.role,
      } satisfies SessionInfo);
    },
  );

  app.get("/session", (request): SessionInfo => {
    const { id, email, displayName, role } = request.staff!;
    return { id, email, displayName, role };
  });

  app.delete("/session", async (request, reply) => {
    await app.sessions.end(request, reply);
    await audit(db, { actor: request.staff!.email, action: "sign-out" });
    return reply.code(204).send();
  });
}
