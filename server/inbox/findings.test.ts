// Answers are read loosely: the assertions check their shape.
/* eslint-disable @typescript-eslint/no-unsafe-member-access */
import { createHash } from "node:crypto";
import { get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { sqliteDatabase } from "../test-support/databases";
import { makeApiApp, type ApiApp } from "../test-support/app";
import { exportBatches } from "./submissions";
import { SIGN_IN_LIMITS } from "./index";
import { listLeads } from "./lead-list";
import { MAX_WAITING_HASHES, takeHashSlot, waitingHashes } from "../accounts/passwords";
import { runStaffCli } from "../cli/staff-cli";
import { resetStaffPassword } from "../accounts/staff";
import { describeOnEachDatabase } from "../test-support/fixtures";

// The security review's findings on the inbox, each held by a test that failed before its fix.

const PASSWORD = "correct horse battery staple";

// Sign-in tests run 30 scrypt hashes at N = 2^17 (about 0.3 s of CPU each, two at a time):
// CPU-bound, slow on a busy 2-core machine, not racy.
describeOnEachDatabase("the review's findings", { timeout: 180_000 }, (databaseTest) => {
  let ctx: ApiApp | undefined;

  async function staff(args: string[], input: string[] = [], options: { lockWaitMs?: number } = {}) {
    const lines = [...input];
    let stderr = "";
    const code = await runStaffCli(
      args,
      {
        env: { DATABASE_URL: ctx!.config.DATABASE_URL },
        readLine: () => Promise.resolve(lines.shift()),
        stdout: () => undefined,
        stderr: (text) => void (stderr += text),
      },
      options,
    );
    return { code, stderr };
  }

  const test = databaseTest.extend<{ start: (env?: NodeJS.ProcessEnv) => Promise<void> }>({
    /** The app, with one staff account (staff@example.com) made by the staff command. */
    start: async ({ apiApp }, use) => {
      await use(async (env = {}) => {
        ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "1000", RATE_LIMIT_PER_DAY: "1000", ...env });
        expect((await staff(["add", "staff@example.com"], [PASSWORD, PASSWORD])).code).toBe(0);
      });
    },
  });

  const json = { "content-type": "application/json" };
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx!.app.inject({ method: "POST", url, headers: { ...json, ...headers }, payload: JSON.stringify(payload) });
  const get = (url: string, cookie: string) => ctx!.app.inject({ method: "GET", url, headers: { cookie } });
  const signIn = (password = PASSWORD, headers: Record<string, string> = {}) =>
    post("/api/admin/session", { email: "staff@example.com", password }, headers);
  async function cookieOf(headers: Record<string, string> = {}) {
    const response = await signIn(PASSWORD, headers);
    expect(response.statusCode).toBe(200);
    return String(response.headers["set-cookie"]).split(";")[0]!;
  }
  const contact = (fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
    post(
      "/api/contact",
      { name: "Ada Lovelace", email: "ada@example.com", subject: "A project", message: "Hello", ...fields },
      headers,
    );
  const auditActions = async (cookie: string) =>
    (await get("/api/admin/audit", cookie)).json<{ entries: { action: string; detail: unknown }[] }>().entries;

  test("sign-in: the per-address limit counts an IPv6 /64 as one client", async ({ start }) => {
    await start({ TRUST_PROXY: "1" });
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAddress; attempt++) {
      const response = await post(
        "/api/admin/session",
        { email: `guess-${attempt}@example.com`, password: PASSWORD },
        { "x-forwarded-for": `2001:db8:1:2::${attempt.toString(16)}` },
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const sameNetwork = await signIn(PASSWORD, { "x-forwarded-for": "2001:db8:1:2:ffff::99" });
    expect(sameNetwork.statusCode).toBe(429);
    expect((await signIn(PASSWORD, { "x-forwarded-for": "2001:db8:1:3::1" })).statusCode).toBe(200);
  });

  test("sign-in: wrong passwords from strangers do not lock a staff member out of a network they used", async ({
    start,
  }) => {
    await start({ TRUST_PROXY: "1" });
    const office = { "x-forwarded-for": "198.51.100.7" };
    await cookieOf(office);
    for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAccount; attempt++) {
      const response = await signIn(`wrong password ${attempt}`, { "x-forwarded-for": `203.0.113.${attempt}` });
      expect(response.statusCode, `guess ${attempt}`).toBe(401);
    }
    expect((await signIn("one more guess", { "x-forwarded-for": "203.0.113.99" })).statusCode).toBe(429);
    // The staff member, from where they signed in before: in.
    expect((await signIn(PASSWORD, office)).statusCode).toBe(200);
    // A network that never signed in: the account's guesses are used up.
    expect((await signIn(PASSWORD, { "x-forwarded-for": "192.0.2.50" })).statusCode).toBe(429);
  });

  test("CSV export: no cell split on a comma, semicolon or tab starts a formula", async ({ start }) => {
    await start();
    await contact({ subject: "ok;=WEBSERVICE(A1);x", message: "a\t@SUM(1)\tb" });
    await contact({ name: "x,+1", subject: 'q; "-2', message: "line\n=cmd" });
    const cookie = await cookieOf();
    const csv = await get("/api/admin/export?form=contact&format=csv", cookie);
    expect(csv.statusCode).toBe(200);
    const body = csv.body;
    expect(body).toContain("WEBSERVICE");
    for (const piece of body.split(/[,;\t\r\n]/)) {
      expect(piece.replace(/^[\s"]*/, ""), JSON.stringify(piece)).not.toMatch(/^[=+\-@]/);
    }
  });

  test("search: longer than 200 characters is refused (list and export), never ignored", async ({ start }) => {
    await start();
    await contact();
    const cookie = await cookieOf();
    const q = "a".repeat(201);
    for (const url of [`/api/admin/leads?q=${q}`, `/api/admin/export?form=contact&format=json&q=${q}`]) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/200 characters/);
    }
    expect((await get(`/api/admin/leads?q=${"a".repeat(200)}`, cookie)).statusCode).toBe(200);
  });

  test("erasure: a null body is a 400, nothing changes", async ({ start }) => {
    await start();
    await contact();
    const cookie = await cookieOf();
    for (const url of ["/api/admin/erasures", "/api/admin/erasures/preview"]) {
      const response = await ctx!.app.inject({ method: "POST", url, headers: { ...json, cookie }, payload: "null" });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: "Enter the e-mail address to erase." });
    }
    expect(await ctx!.database.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(1);
  });

  test("erasure: deletes every idempotency record of the address's submissions", async ({ start }) => {
    await start();
    const email = "erase.me@example.com";
    const key = (n: number) => ({ "idempotency-key": `00000000-0000-4000-8000-00000000000${n}` });
    expect((await post("/api/subscribe", { name: "E", email }, key(1))).statusCode).toBe(201);
    // Later, again (a new key): the subscriber's row keeps no time of this one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await post("/api/subscribe", { name: "E", email }, key(2))).statusCode).toBe(201);
    expect((await contact({ email }, key(3))).statusCode).toBe(201);
    const cookie = await cookieOf();
    const done = await post("/api/admin/erasures", { email, confirm: email }, { cookie });
    expect(done.statusCode).toBe(200);
    expect(await ctx!.database.db.selectFrom("idempotency_keys").selectAll().execute()).toEqual([]);
  });

  test("Origin: scheme, host and port must all match (an https origin on an http server is another site)", async ({
    start,
  }) => {
    await start();
    await contact();
    const cookie = await cookieOf();
    const email = "ada@example.com";
    const erase = (origin: string) =>
      post("/api/admin/erasures/preview", { email }, { cookie, host: "127.0.0.1:4001", origin });
    expect((await erase("https://127.0.0.1:4001")).statusCode).toBe(403);
    expect((await erase("http://127.0.0.1:4002")).statusCode).toBe(403);
    expect((await erase("http://127.0.0.1:4001")).statusCode).toBe(200);
    const form = await contact({}, { host: "127.0.0.1:4001", origin: "https://127.0.0.1:4001" });
    expect(form.statusCode).toBe(403);
  });

  test("reading a lead writes nothing to it; opening it in the inbox is an explicit POST", async ({ start }) => {
    await start();
    await contact();
    const cookie = await cookieOf();
    const { leads } = (await get("/api/admin/leads", cookie)).json<{ leads: { id: string }[] }>();
    const url = `/api/admin/leads/contact/${leads[0]!.id}`;
    const before = await ctx!.database.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow();
    expect((await get(url, cookie)).json().opened).toBe(false);
    expect(await ctx!.database.db.selectFrom("contact_messages").selectAll().executeTakeFirstOrThrow()).toEqual(before);
    expect((await post(`${url}/read`, {}, { cookie })).statusCode).toBe(204);
    expect((await get(url, cookie)).json().opened).toBe(true);
  });

  test("the audit log: reading a lead, previews, status and note changes, failed sign-ins, staff commands", async ({
    start,
  }) => {
    await start();
    await contact();
    expect((await signIn("not the password at all")).statusCode).toBe(401);
    const cookie = await cookieOf();
    const { leads } = (await get("/api/admin/leads", cookie)).json<{ leads: { id: string }[] }>();
    const url = `/api/admin/leads/contact/${leads[0]!.id}`;
    await get(url, cookie);
    await ctx!.app.inject({
      method: "PATCH",
      url,
      headers: { ...json, cookie },
      payload: JSON.stringify({ status: "done" }),
    });
    await post(`${url}/notes`, { body: "Called back" }, { cookie });
    const email = "ada@example.com";
    await post("/api/admin/erasures/preview", { email }, { cookie });
    await staff(["list"]);
    await staff(["remove", "nobody@example.com"]);
    const entries = await auditActions(cookie);
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      "staff-add",
      "sign-in-failed",
      "sign-in",
      "read-lead",
      "status",
      "note",
      "erasure-preview",
      "staff-list",
      "staff-remove",
    ]);
    // An address only as a keyed hash: not the plain SHA-256 a guess could be checked against.
    const preview = entries.find((entry) => entry.action === "erasure-preview")!;
    const hash = (preview.detail as { email: string }).email;
    expect(hash).toMatch(/^hmac:[0-9a-f]{64}$/);
    expect(hash).not.toContain(createHash("sha256").update(email).digest("hex"));
    expect(JSON.stringify(entries)).not.toContain(email);
  });

  test("search and export cost is bounded: a slice at a time, a partial page with a cursor", async ({ start }) => {
    await start();
    const db = ctx!.database.db;
    const rows = Array.from({ length: 120 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      name: i === 5 ? "Needle" : `Hay ${i}`,
      email: "hay@example.com",
      subject: "s",
      message: "m",
      spam: 0,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    await db.insertInto("contact_messages").values(rows).execute();
    // A search reads at most `budget` rows per request: the needle, far back, is not reached…
    const first = await listLeads(db, { forms: ["contact"], q: "needle" }, { bounds: { slice: 20, budget: 40 } });
    expect(first.leads).toEqual([]);
    expect(first.next).toBeDefined();
    // …but the cursor continues where it stopped, and finds it.
    let next = first.next;
    const found: string[] = [];
    while (next) {
      const page = await listLeads(
        db,
        { forms: ["contact"], q: "needle" },
        { after: next, bounds: { slice: 20, budget: 40 } },
      );
      found.push(...page.leads.map((lead) => lead.name));
      next = page.next;
    }
    expect(found).toEqual(["Needle"]);
    // Exports read the table a slice at a time, whatever the filter.
    const batches: number[] = [];
    for await (const batch of exportBatches(db, "contact", { batchSize: 50 })) batches.push(batch.length);
    expect(batches).toEqual([50, 50, 20]);
  });

  // The second review's findings.

  const auditRows = (action: string) =>
    ctx!.database.db
      .selectFrom("audit_log")
      .select(["actor", "detail"])
      .where("action", "=", action)
      .orderBy("at")
      .execute()
      .then((rows) => rows.map((row) => ({ actor: row.actor, detail: JSON.parse(row.detail ?? "null") as unknown })));

  test("export: audited when it starts and when it ends, completed or cut off by the client, with the rows sent", async ({
    start,
  }) => {
    await start();
    const db = ctx!.database.db;
    const total = 4000;
    // About 16 MB of CSV: far more than the connection's buffers hold.
    const message = "x".repeat(4000);
    for (let first = 0; first < total; first += 500) {
      await db
        .insertInto("contact_messages")
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            id: `00000000-0000-4000-8000-${String(first + i).padStart(12, "0")}`,
            name: `Lead ${first + i}`,
            email: "lead@example.com",
            subject: "s",
            message,
            spam: 0,
            created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, 0, first + i)).toISOString(),
          })),
        )
        .execute();
    }
    const cookie = await cookieOf();
    const complete = await get("/api/admin/export?form=contact&format=csv&status=new", cookie);
    expect(complete.statusCode).toBe(200);
    expect(await auditRows("export-start")).toEqual([
      {
        actor: "staff@example.com",
        detail: {
          form: "contact",
          format: "csv",
          filter: expect.objectContaining({ status: "new", search: false }) as unknown,
        },
      },
    ]);
    expect(await auditRows("export")).toEqual([
      {
        actor: "staff@example.com",
        detail: expect.objectContaining({
          form: "contact",
          format: "csv",
          rows: total,
          outcome: "completed",
        }) as unknown,
      },
    ]);

    // A client that reads the first megabyte and hangs up.
    await ctx!.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx!.app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = httpGet(
        { host: "127.0.0.1", port, path: "/api/admin/export?form=contact&format=json", headers: { cookie } },
        (response) => {
          let received = 0;
          response.on("data", (chunk: Buffer) => {
            received += chunk.length;
            if (received >= 1_000_000) {
              request.destroy();
              resolve();
            }
          });
          response.on("end", () => reject(new Error("the whole export arrived")));
        },
      );
      request.on("error", () => undefined);
    });
    await expect.poll(() => auditRows("export"), { timeout: 30_000 }).toHaveLength(2);
    expect((await auditRows("export-start"))[1]).toMatchObject({ detail: { form: "contact", format: "json" } });
    const cut = (await auditRows("export"))[1]!.detail as { rows: number; outcome: string; format: string };
    expect(cut).toMatchObject({ format: "json", outcome: "aborted" });
    expect(cut.rows).toBeGreaterThan(0);
    expect(cut.rows).toBeLessThan(total);
  });

  test("sign-in: a password reset that commits while the old password is being verified refuses the sign-in", async ({
    start,
  }) => {
    await start();
    const db = ctx!.database.db;
    // Both hashing slots held: the reset queues first, then the sign-in (which has read the old hash).
    const held = [await takeHashSlot(), await takeHashSlot()];
    try {
      const reset = resetStaffPassword(db, "staff@example.com", "another long password");
      await expect.poll(waitingHashes).toBe(1);
      const signingIn = signIn();
      await expect.poll(waitingHashes).toBe(2);
      held[0]!();
      expect(await reset).toBe(true);
      // The reset's slot passes to the sign-in, which verifies the old password against the old hash.
      const response = await signingIn;
      expect(response.statusCode).toBe(401);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(await db.selectFrom("staff_sessions").selectAll().execute()).toEqual([]);
    } finally {
      held.forEach((release) => release());
    }
  });

  test("sign-in: the hashing queue is bounded; beyond it, 503 with Retry-After", async ({ start }) => {
    await start();
    const held = [await takeHashSlot(), await takeHashSlot()];
    try {
      const queued = Array.from({ length: MAX_WAITING_HASHES }, () => signIn());
      await expect.poll(waitingHashes).toBe(MAX_WAITING_HASHES);
      let answered = false;
      const extra = signIn().finally(() => (answered = true));
      await expect.poll(() => answered || waitingHashes() > MAX_WAITING_HASHES).toBe(true);
      held.forEach((release) => release());
      const response = await extra;
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      expect(response.json<{ message: string }>().message).toMatch(/\S.*\.$/);
      // The queued sign-ins go through once slots free up.
      expect((await Promise.all(queued)).map((r) => r.statusCode)).toEqual(Array(MAX_WAITING_HASHES).fill(200));
    } finally {
      held.forEach((release) => release());
    }
  });

  test("reset-password forgets the networks the account signed in from", async ({ start }) => {
    await start({ TRUST_PROXY: "1" });
    await cookieOf({ "x-forwarded-for": "198.51.100.7" });
    const networks = () => ctx!.database.db.selectFrom("staff_sign_in_addresses").selectAll().execute();
    expect(await networks()).toHaveLength(1);
    const newPassword = "another long password";
    expect((await staff(["reset-password", "staff@example.com"], [newPassword, newPassword])).code).toBe(0);
    expect(await networks()).toEqual([]);
  });
});

describe("the staff command while the server holds the SQLite database", { timeout: 60_000 }, () => {
  let ctx: ApiApp | undefined;
  let holder: DatabaseSync | undefined;
  afterEach(async () => {
    holder?.close();
    holder = undefined;
    await ctx?.close();
    ctx = undefined;
  });

  async function start() {
    ctx = await makeApiApp(sqliteDatabase());
    // Another connection in a write transaction, as the server's is during a sign-in.
    holder = new DatabaseSync(ctx.config.DATABASE_URL.slice("file:".length));
  }
  function run(args: string[], input: string[], lockWaitMs?: number) {
    let stderr = "";
    const code = runStaffCli(
      args,
      {
        env: { DATABASE_URL: ctx!.config.DATABASE_URL },
        readLine: () => Promise.resolve(input.shift()),
        stdout: () => undefined,
        stderr: (text) => void (stderr += text),
      },
      { lockWaitMs },
    );
    return { code, stderr: () => stderr };
  }
  const password = "a long enough password";

  it("reset-password waits for the lock, then succeeds", async () => {
    await start();
    expect(await run(["add", "staff@example.com"], [password, password]).code).toBe(0);
    const hash = async () =>
      (await ctx!.database.db.selectFrom("staff_accounts").select("password_hash").executeTakeFirstOrThrow())
        .password_hash;
    const before = await hash();
    holder!.exec("begin immediate; update staff_accounts set updated_at = updated_at");
    const newPassword = "another long password";
    const reset = run(["reset-password", "staff@example.com"], [newPassword, newPassword]);
    let settled = false;
    const code = reset.code.finally(() => (settled = true));
    // It says it waits (or fails, before the fix); then the other connection commits.
    await expect.poll(() => settled || reset.stderr() !== "", { timeout: 30_000 }).toBe(true);
    holder!.exec("commit");
    expect(await code).toBe(0);
    expect(await hash()).not.toBe(before);
  });

  it("reset-password held beyond its wait: one sentence, no stack trace, a non-zero exit", async () => {
    await start();
    expect(await run(["add", "staff@example.com"], [password, password]).code).toBe(0);
    holder!.exec("begin immediate; update staff_accounts set updated_at = updated_at");
    const newPassword = "another long password";
    const reset = run(["reset-password", "staff@example.com"], [newPassword, newPassword], 300);
    const code = await reset.code;
    holder!.exec("rollback");
    expect(code).toBe(1);
    const lines = reset.stderr().trim().split("\n");
    expect(lines.at(-1)).toMatch(/^\S.*\.$/);
    expect(reset.stderr()).not.toMatch(/^\s+at /m);
  });
});
