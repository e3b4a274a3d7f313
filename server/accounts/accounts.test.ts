// Answers are read loosely: the assertions check their shape.
/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import type { OwnAccount } from "../../common/admin-api";
import { expect } from "vitest";
import { runStaffCli } from "../cli/staff-cli";
import { migratorFor } from "../db/index";
import { OutboxWorker } from "../delivery/worker";
import { smtpTransport } from "../mail/transport";
import { staffMember, type ApiApp } from "../test-support/app";
import type { SmtpSink } from "../test-support/smtp-sink";
import {
  CANNOT_REMOVE_LAST_OWNER,
  CANNOT_REMOVE_SELF,
  LINK_EXPIRED,
  LINK_UNKNOWN,
  LINK_USED,
  removeAccount,
} from "./access-links";
import { describeOnEachDatabase } from "../test-support/fixtures";

const PASSWORD = "correct horse battery staple";
const ORIGIN = "http://127.0.0.1:4321";

// Sign-ins and password hashes are scrypt at N = 2^17: slow on a busy 2-core machine.
describeOnEachDatabase("staff accounts and roles", { timeout: 90_000 }, (databaseTest) => {
  let ctx: ApiApp | undefined;
  let sink: SmtpSink | undefined;
  const test = databaseTest.extend<{ start: (env?: NodeJS.ProcessEnv) => Promise<ApiApp> }>({
    /** The app, its mail going to an SMTP sink of the test's. */
    start: async ({ apiApp, smtpSink }, use) => {
      await use(async (env = {}) => {
        sink = await smtpSink();
        ctx = await apiApp({
          RATE_LIMIT_PER_MINUTE: "1000",
          RATE_LIMIT_PER_DAY: "1000",
          SMTP_URL: sink.url,
          PUBLIC_ORIGIN: ORIGIN,
          ...env,
        });
        return ctx;
      });
    },
  });
  const json = { "content-type": "application/json", origin: ORIGIN };
  const call = (method: "GET" | "POST" | "DELETE" | "PATCH", url: string, cookie?: string, payload?: unknown) =>
    ctx!.app.inject({
      method,
      url,
      headers: { ...(payload === undefined ? { origin: ORIGIN } : json), ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const auditRows = (action: string) =>
    ctx!.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
  /** Sends what the outbox holds to the SMTP sink; the mails received so far. */
  async function deliver(count: number) {
    const worker = new OutboxWorker({
      database: ctx!.database,
      transport: smtpTransport(sink!.url),
      from: "no-reply@example.com",
      logger: ctx!.app.log,
    });
    await worker.runOnce();
    return sink!.waitFor(count);
  }
  const linkToken = (text: string) => /\/admin\/set-password#([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  const accountRow = (email: string) =>
    ctx!.database.db.selectFrom("staff_accounts").selectAll().where("email", "=", email).executeTakeFirst();
  const signIn = (email: string, password: string) =>
    call("POST", "/api/admin/session", undefined, { email, password });

  test("a consultant calling export, erasure, publish, the editor or the account API is refused 403, audited", async ({
    start,
  }) => {
    await start();
    const consultant = await staffMember(ctx!.database, { role: "consultant" });
    const owner = await staffMember(ctx!.database, { role: "owner" });
    const refused: [Parameters<typeof call>[0], string, unknown?][] = [
      ["GET", "/api/admin/export?form=contact&format=csv"],
      ["POST", "/api/admin/erasures/preview", { email: "ada@example.com" }],
      ["POST", "/api/admin/erasures", { email: "ada@example.com", confirm: "ada@example.com" }],
      ["POST", "/api/admin/site/publish", {}],
      ["POST", "/api/admin/site/rollback", {}],
      ["GET", "/api/admin/site/builds"],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/accounts"],
      ["POST", "/api/admin/accounts", { email: "new@example.com", role: "owner" }],
      ["POST", `/api/admin/accounts/${owner.id}/reset`, {}],
      ["DELETE", `/api/admin/accounts/${owner.id}`],
      ["GET", "/api/keystatic/tree"],
    ];
    for (const [method, url, body] of refused) {
      const response = await call(method, url, consultant.cookie, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toMatch(/consultant/);
    }
    const audited = await auditRows("forbidden");
    expect(audited).toHaveLength(refused.length);
    expect(audited.every((row) => row.actor === consultant.email)).toBe(true);
    expect(audited.map((row) => JSON.parse(row.detail!).path as string).sort()).toEqual(
      refused.map(([, url]) => url.split("?")[0]).sort(),
    );
    // Nothing happened: no invite queued, the owner is still there.
    expect(await accountRow("new@example.com")).toBeUndefined();
    expect(await accountRow(owner.email)).toBeDefined();
    // What a consultant may do: the leads, their own account.
    expect((await call("GET", "/api/admin/leads", consultant.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/account", consultant.cookie)).json().role).toBe("consultant");
    // An editor: the words and publishing, no export, no accounts.
    const editor = await staffMember(ctx!.database, { role: "editor" });
    expect((await call("GET", "/api/keystatic/tree", editor.cookie)).statusCode).not.toBe(403);
    expect((await call("GET", "/api/admin/export?form=contact&format=csv", editor.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/accounts", editor.cookie)).statusCode).toBe(403);
    // The owner: everything.
    expect((await call("GET", "/api/admin/export?form=contact&format=csv", owner.cookie)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/accounts", owner.cookie)).statusCode).toBe(200);
  });

  test("an owner invites a consultant: the mail's one-time link sets the password once, then they sign in as consultant", async ({
    start,
  }) => {
    await start();
    const owner = await staffMember(ctx!.database, { role: "owner" });
    const invite = await call("POST", "/api/admin/accounts", owner.cookie, {
      email: "Colleague@Example.com",
      role: "consultant",
      displayName: "Grace Hopper",
    });
    expect(invite.statusCode).toBe(201);
    // The queued mail holds no token: only a placeholder.
    const queued = await ctx!.database.db.selectFrom("outbox").selectAll().where("kind", "=", "staff-access").execute();
    expect(queued).toHaveLength(1);
    expect(linkToken(queued[0]!.text_body!)).toBeUndefined();
    const [mail] = await deliver(1);
    expect(mail!.to).toEqual(["colleague@example.com"]);
    const token = linkToken(mail!.text)!;
    expect(token).toBeDefined();
    expect(mail!.text).toContain(`${ORIGIN}/admin/set-password#${token}`);
    // Stored hashed only.
    const links = await ctx!.database.db.selectFrom("staff_access_links").selectAll().execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.token_hash).not.toContain(token);
    // Not yet set: no password signs in.
    expect((await signIn("colleague@example.com", PASSWORD)).statusCode).toBe(401);

    const check = await call("POST", "/api/admin/access-links/check", undefined, { token });
    expect(check.json()).toEqual({ email: "colleague@example.com", displayName: "Grace Hopper" });
    const short = await call("POST", "/api/admin/access-links/use", undefined, { token, password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 12/);
    expect(
      (await call("POST", "/api/admin/access-links/use", undefined, { token, password: PASSWORD })).statusCode,
    ).toBe(200);

    const signedIn = await signIn("colleague@example.com", PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ role: "consultant", displayName: "Grace Hopper" });

    // Used twice: one sentence, and the password stays the one set.
    const again = await call("POST", "/api/admin/access-links/use", undefined, {
      token,
      password: "another long password",
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(LINK_USED);
    expect((await signIn("colleague@example.com", "another long password")).statusCode).toBe(401);
    expect((await signIn("colleague@example.com", PASSWORD)).statusCode).toBe(200);
    expect((await auditRows("account-invite"))[0]).toMatchObject({ actor: owner.email });

    // The same address again: 409, nothing queued.
    const twice = await call("POST", "/api/admin/accounts", owner.cookie, {
      email: "colleague@example.com",
      role: "editor",
    });
    expect(twice.statusCode).toBe(409);
    expect((await accountRow("colleague@example.com"))!.role).toBe("consultant");
  });

  test("an expired link or one for a removed account: one sentence, nothing changes", async ({ start }) => {
    await start();
    const owner = await staffMember(ctx!.database, { role: "owner" });
    for (const email of ["late@example.com", "gone@example.com"])
      expect((await call("POST", "/api/admin/accounts", owner.cookie, { email, role: "editor" })).statusCode).toBe(201);
    const mails = await deliver(2);
    const tokenFor = (email: string) => linkToken(mails.find((mail) => mail.to[0] === email)!.text)!;

    const late = (await accountRow("late@example.com"))!;
    await ctx!.database.db
      .updateTable("staff_access_links")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("staff_id", "=", late.id)
      .execute();
    const expired = await call("POST", "/api/admin/access-links/use", undefined, {
      token: tokenFor("late@example.com"),
      password: PASSWORD,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(LINK_EXPIRED);
    expect((await accountRow("late@example.com"))!.password_hash).toBe("");

    const gone = (await accountRow("gone@example.com"))!;
    expect((await call("DELETE", `/api/admin/accounts/${gone.id}`, owner.cookie)).statusCode).toBe(204);
    const removed = await call("POST", "/api/admin/access-links/use", undefined, {
      token: tokenFor("gone@example.com"),
      password: PASSWORD,
    });
    expect(removed.statusCode).toBe(410);
    expect(removed.json().message).toBe(LINK_UNKNOWN);
    expect(await accountRow("gone@example.com")).toBeUndefined();
    expect((await signIn("gone@example.com", PASSWORD)).statusCode).toBe(401);
  });

  test("reset access ends the sessions, stops the old password and mails a new link; the old link stops", async ({
    start,
  }) => {
    await start();
    const owner = await staffMember(ctx!.database, { role: "owner" });
    await call("POST", "/api/admin/accounts", owner.cookie, { email: "ed@example.com", role: "editor" });
    const [first] = await deliver(1);
    const firstToken = linkToken(first!.text)!;
    await call("POST", "/api/admin/access-links/use", undefined, { token: firstToken, password: PASSWORD });
    const session = String((await signIn("ed@example.com", PASSWORD)).headers["set-cookie"]).split(";")[0]!;
    expect((await call("GET", "/api/admin/session", session)).statusCode).toBe(200);

    const ed = (await accountRow("ed@example.com"))!;
    expect((await call("POST", `/api/admin/accounts/${ed.id}/reset`, owner.cookie, {})).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/session", session)).statusCode).toBe(401);
    expect((await signIn("ed@example.com", PASSWORD)).statusCode).toBe(401);
    const mails = await deliver(2);
    const secondToken = linkToken(mails[1]!.text)!;
    expect(secondToken).not.toBe(firstToken);
    expect((await call("POST", "/api/admin/access-links/check", undefined, { token: firstToken })).statusCode).toBe(
      410,
    );
    const newPassword = "a brand new passphrase";
    expect(
      (await call("POST", "/api/admin/access-links/use", undefined, { token: secondToken, password: newPassword }))
        .statusCode,
    ).toBe(200);
    expect((await signIn("ed@example.com", newPassword)).statusCode).toBe(200);
    expect(await auditRows("account-reset-access")).toHaveLength(1);
  });

  test("an owner cannot remove themself nor the last owner", async ({ start }) => {
    await start();
    const owner = await staffMember(ctx!.database, { role: "owner" });
    const self = await call("DELETE", `/api/admin/accounts/${owner.id}`, owner.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(CANNOT_REMOVE_SELF);
    expect(await accountRow(owner.email)).toBeDefined();
    // Whoever asks (here an editor's call made on the service itself), the last owner stays.
    const editor = await staffMember(ctx!.database, { role: "editor" });
    const outcome = await removeAccount(ctx!.database.db, owner.id, {
      id: editor.id,
      email: editor.email,
      role: "editor",
      displayName: null,
    });
    expect(outcome).toEqual({ refused: CANNOT_REMOVE_LAST_OWNER });
    expect(await accountRow(owner.email)).toBeDefined();
    // With a second owner, one owner removes the other.
    const second = await staffMember(ctx!.database, { role: "owner" });
    expect((await call("DELETE", `/api/admin/accounts/${owner.id}`, second.cookie)).statusCode).toBe(204);
    expect((await call("GET", "/api/admin/session", owner.cookie)).statusCode).toBe(401);
  });

  test("each person changes their own password (the current one first) and sees their recent sign-ins", async ({
    start,
  }) => {
    await start();
    expect(
      await runStaffCli(["add", "me@example.com", "--role", "consultant"], {
        env: { DATABASE_URL: ctx!.config.DATABASE_URL },
        readLine: (() => {
          const lines = [PASSWORD, PASSWORD];
          return () => Promise.resolve(lines.shift());
        })(),
        stdout: () => undefined,
        stderr: () => undefined,
      }),
    ).toBe(0);
    expect((await accountRow("me@example.com"))!.role).toBe("consultant");
    expect((await signIn("me@example.com", "not the password")).statusCode).toBe(401);
    const here = String((await signIn("me@example.com", PASSWORD)).headers["set-cookie"]).split(";")[0]!;
    const elsewhere = String((await signIn("me@example.com", PASSWORD)).headers["set-cookie"]).split(";")[0]!;

    const wrong = await call("POST", "/api/admin/account/password", here, {
      current: "wrong password!",
      password: "a new long password",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/current password is wrong/);
    expect((await call("GET", "/api/admin/session", elsewhere)).statusCode).toBe(200);

    const changed = await call("POST", "/api/admin/account/password", here, {
      current: PASSWORD,
      password: "a new long password",
    });
    expect(changed.statusCode).toBe(204);
    expect((await call("GET", "/api/admin/session", here)).statusCode).toBe(200);
    expect((await call("GET", "/api/admin/session", elsewhere)).statusCode).toBe(401);
    expect((await signIn("me@example.com", PASSWORD)).statusCode).toBe(401);

    const account = (await call("GET", "/api/admin/account", here)).json<OwnAccount>();
    expect(account.signIns.map((s) => s.succeeded)).toEqual([false, true, true, false]);
  });

  test("the staff command: --role, owner by default, an unknown role refused", async ({ start }) => {
    await start();
    const run = (args: string[]) => {
      let stderr = "";
      const lines = [PASSWORD, PASSWORD];
      return runStaffCli(args, {
        env: { DATABASE_URL: ctx!.config.DATABASE_URL },
        readLine: () => Promise.resolve(lines.shift()),
        stdout: () => undefined,
        stderr: (text) => void (stderr += text),
      }).then((code) => ({ code, stderr }));
    };
    expect((await run(["add", "first@example.com"])).code).toBe(0);
    expect((await accountRow("first@example.com"))!.role).toBe("owner");
    expect((await run(["add", "ed@example.com", "--role=editor"])).code).toBe(0);
    expect((await accountRow("ed@example.com"))!.role).toBe("editor");
    const bad = await run(["add", "x@example.com", "--role", "admin"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--role is one of owner, editor, consultant/);
    expect(await accountRow("x@example.com")).toBeUndefined();
  });

  test("a note is shown by its author's display name, or their address without one", async ({ start }) => {
    await start();
    const named = await staffMember(ctx!.database, { role: "consultant" });
    await ctx!.database.db
      .updateTable("staff_accounts")
      .set({ display_name: "Grace Hopper" })
      .where("id", "=", named.id)
      .execute();
    const plain = await staffMember(ctx!.database, { role: "consultant" });
    const sent = await call("POST", "/api/contact", undefined, {
      name: "Ada",
      email: "ada@example.com",
      subject: "A project",
      message: "Hello",
    });
    expect(sent.statusCode).toBe(201);
    const [lead] = (await call("GET", "/api/admin/leads", named.cookie)).json<{
      leads: { form: string; id: string }[];
    }>().leads;
    const url = `/api/admin/leads/${lead!.form}/${lead!.id}`;
    expect((await call("POST", `${url}/notes`, named.cookie, { body: "Called her" })).statusCode).toBeLessThan(300);
    expect((await call("POST", `${url}/notes`, plain.cookie, { body: "Sent the deck" })).statusCode).toBeLessThan(300);
    const notes = (await call("GET", url, plain.cookie)).json<{ notes: { author: string }[] }>().notes;
    expect(notes.map((note) => note.author)).toEqual(["Grace Hopper", plain.email]);
  });

  test("migration 012: accounts from before become owners without a display name", async ({ handle }) => {
    const migrator = await migratorFor(handle.db);
    expect((await migrator.migrateTo("010-site-builds")).error).toBeUndefined();
    const now = new Date().toISOString();
    await handle.db
      .insertInto("staff_accounts")
      .values({
        id: "3f8a4a8e-2f36-4e55-9b39-5d8f0d1f0a11",
        email: "old@example.com",
        password_hash: "x",
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const row = await handle.db.selectFrom("staff_accounts").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: "old@example.com", role: "owner", display_name: null });
    expect((await migrator.migrateTo("010-site-builds")).error).toBeUndefined();
  });
});
