// Answers are read loosely: the assertions check their shape.
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call */
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { api, ApiError } from "../../admin/api";
import { ADMIN_API_PREFIX } from "../../common/admin-api";
import { API_PREFIX } from "../../common/api";
import type { Db } from "../db/index";
import { migrations } from "../db/migrations/index";
import { sqliteDatabase } from "../test-support/databases";
import { makeApiApp, type ApiApp } from "../test-support/app";
import { smtpTransport } from "../mail/transport";
import { OutboxWorker } from "../delivery/worker";
import { startSmtpSink } from "../test-support/smtp-sink";
import { hashEmail } from "./audit";
import { SIGN_IN_LIMITS, WRONG_CREDENTIALS } from "./index";
import { SIGN_IN_WINDOW_MS } from "../accounts/sign-in-limits";
import { SESSION_IDLE_MS } from "../accounts/sessions";
import { runStaffCli } from "../cli/staff-cli";
import { describeOnEachDatabase } from "../test-support/fixtures";

const PASSWORD = "correct horse battery staple";

/** Every column (table.column) and index name of the database's current schema. */
async function schemaOf(db: Db, dialect: "sqlite" | "postgres") {
  type Name = { name: string };
  const columns =
    dialect === "sqlite"
      ? sql<Name>`select m.name || '.' || c.name as name from sqlite_master m join pragma_table_info(m.name) c where m.type = 'table'`
      : sql<Name>`select table_name || '.' || column_name as name from information_schema.columns where table_schema = current_schema()`;
  const indexes =
    dialect === "sqlite"
      ? sql<Name>`select name from sqlite_master where type = 'index' and sql is not null`
      : sql<Name>`select indexname as name from pg_indexes where schemaname = current_schema()`;
  const names = async (query: typeof columns) => (await query.execute(db)).rows.map((row) => row.name).sort();
  return { columns: await names(columns), indexes: await names(indexes) };
}

describeOnEachDatabase("the firm's inbox", (databaseTest) => {
  let ctx: ApiApp | undefined;
  /**
   * A test with many sign-ins or staff commands: each is one scrypt hash at N = 2^17 (about 0.3 s
   * of CPU), a staff command a process start too. CPU-bound work, slow on a busy 2-core machine.
   */
  const MANY_SIGN_INS_MS = 90_000;

  async function staff(args: string[], input: string[] = [], env: NodeJS.ProcessEnv = {}) {
    let stdout = "";
    let stderr = "";
    const lines = [...input];
    const code = await runStaffCli(args, {
      env: { DATABASE_URL: ctx!.config.DATABASE_URL, ...env },
      readLine: () => Promise.resolve(lines.shift()),
      stdout: (text) => void (stdout += text),
      stderr: (text) => void (stderr += text),
    });
    return { code, stdout, stderr };
  }

  const test = databaseTest.extend<{ start: (env?: NodeJS.ProcessEnv) => Promise<void> }>({
    /** The app, with one staff account (staff@example.com) made by the staff command. */
    start: async ({ apiApp }, use) => {
      await use(async (env = {}) => {
        ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "1000", RATE_LIMIT_PER_DAY: "1000", ...env });
        expect((await staff(["add", "Staff@Example.com"], [PASSWORD, PASSWORD])).code).toBe(0);
      });
    },
  });

  const json = { "content-type": "application/json" };
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    ctx!.app.inject({ method: "POST", url, headers: { ...json, ...headers }, payload: JSON.stringify(payload) });

  async function signIn(email = "staff@example.com", password = PASSWORD) {
    const response = await post("/api/admin/session", { email, password });
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers["set-cookie"]);
    return setCookie.split(";")[0]!;
  }
  const get = (url: string, cookie?: string) =>
    ctx!.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

  async function submitContact(fields: Partial<Record<string, string>> = {}) {
    const response = await post("/api/contact", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "A project",
      message: "Hello there",
      ...fields,
    });
    expect(response.statusCode).toBe(201);
  }

  test(
    "staff command: add refuses short or differing passwords, list, reset-password, remove",
    async ({ start }) => {
      await start();
      expect((await staff(["add", "b@example.com"], ["short pass", "short pass"])).stderr).toMatch(/at least 12/);
      expect((await staff(["add", "b@example.com"], [PASSWORD, `${PASSWORD}!`])).stderr).toMatch(/differ/);
      expect((await staff(["add", "b@example.com"], [PASSWORD])).code).toBe(1);
      expect((await staff(["add", "staff@example.com"], [PASSWORD, PASSWORD])).stderr).toMatch(
        /already has an account/,
      );
      expect((await staff(["add", "not-an-address"], [PASSWORD, PASSWORD])).code).toBe(2);
      expect((await staff(["list"])).stdout).toMatch(/^staff@example\.com\tsince /);
      const row = await ctx!.database.db.selectFrom("staff_accounts").selectAll().executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(row.password_hash).not.toContain(PASSWORD);

      const cookie = await signIn();
      const newPassword = "another long passphrase";
      expect((await staff(["reset-password", "staff@example.com"], [newPassword, newPassword])).code).toBe(0);
      expect((await get("/api/admin/session", cookie)).statusCode).toBe(401);
      expect((await post("/api/admin/session", { email: "staff@example.com", password: PASSWORD })).statusCode).toBe(
        401,
      );
      const second = await signIn("staff@example.com", newPassword);
      expect((await staff(["remove", "staff@example.com"])).code).toBe(0);
      expect((await get("/api/admin/session", second)).statusCode).toBe(401);
      expect((await staff(["remove", "staff@example.com"])).stderr).toMatch(/No account/);
      expect((await staff(["list"])).stdout).toBe("No staff accounts.\n");
    },
    MANY_SIGN_INS_MS,
  );

  test("unauthenticated calls answer 401 and reveal nothing", async ({ start }) => {
    await start();
    await submitContact();
    for (const [method, url] of [
      ["GET", "/api/admin/session"],
      ["GET", "/api/admin/leads"],
      ["GET", "/api/admin/leads/contact/00000000-0000-0000-0000-000000000000"],
      ["GET", "/api/admin/subscribers"],
      ["GET", "/api/admin/export?form=contact"],
      ["GET", "/api/admin/audit"],
      ["GET", "/api/admin/no-such-thing"],
      ["POST", "/api/admin/erasures"],
      ["PATCH", "/api/admin/leads/contact/00000000-0000-0000-0000-000000000000"],
      ["DELETE", "/api/admin/session"],
    ] as const) {
      const response = await ctx!.app.inject({
        method,
        url,
        headers: { ...json, cookie: "inbox_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
        payload: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Sign in first." });
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  test("sign-in: one message for a wrong password or an unknown account; the cookie's attributes", async ({
    start,
  }) => {
    await start();
    const wrong = await post("/api/admin/session", { email: "staff@example.com", password: "wrong password!!" });
    const unknown = await post("/api/admin/session", { email: "nobody@example.com", password: PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ message: "The e-mail or password is wrong." });
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const ok = await post("/api/admin/session", { email: "STAFF@example.com ", password: PASSWORD });
    expect(ok.cookies).toEqual([
      {
        name: "inbox_session",
        value: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        path: "/",
        httpOnly: true,
        sameSite: "Strict",
        maxAge: 43200,
      },
    ]);
    const id = ok.cookies[0]!.value;
    // Stored hashed only.
    const sessions = await ctx!.database.db.selectFrom("staff_sessions").selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.id_hash).not.toContain(id);
    // Who is signed in: their address, their account's id (the "Mine" filter) and role, and their name.
    expect((await get("/api/admin/session", `inbox_session=${id}`)).json()).toEqual({
      email: "staff@example.com",
      id: expect.any(String),
      role: "owner",
      displayName: null,
    });

    // A new id at every sign-in; the one the browser sent is dropped.
    const again = await post(
      "/api/admin/session",
      { email: "staff@example.com", password: PASSWORD },
      { cookie: `inbox_session=${id}` },
    );
    expect(String(again.headers["set-cookie"])).not.toContain(id);
    expect((await get("/api/admin/session", `inbox_session=${id}`)).statusCode).toBe(401);
  });

  test("under an https public origin the cookie is __Host- and Secure", async ({ start }) => {
    await start({ PUBLIC_ORIGIN: "https://www.example.com" });
    const ok = await post(
      "/api/admin/session",
      { email: "staff@example.com", password: PASSWORD },
      { origin: "https://www.example.com" },
    );
    expect(ok.cookies).toEqual([
      expect.objectContaining({
        name: "__Host-inbox_session",
        path: "/",
        httpOnly: true,
        sameSite: "Strict",
        secure: true,
      }),
    ]);
    const cookie = String(ok.headers["set-cookie"]).split(";")[0]!;
    expect((await get("/api/admin/session", cookie)).statusCode).toBe(200);
    expect((await get("/api/admin/session", cookie.replace("__Host-", ""))).statusCode).toBe(401);
  });

  test("a cross-site POST with a valid session answers 403; a form post 415", async ({ start }) => {
    await start();
    await submitContact();
    const cookie = await signIn();
    const { leads } = (await get("/api/admin/leads", cookie)).json<{ leads: { id: string }[] }>();
    const url = `/api/admin/leads/contact/${leads[0]!.id}`;
    const cross = await ctx!.app.inject({
      method: "PATCH",
      url,
      headers: { ...json, cookie, origin: "https://evil.example" },
      payload: JSON.stringify({ status: "done" }),
    });
    expect(cross.statusCode).toBe(403);
    const erase = await post(
      "/api/admin/erasures",
      { email: "ada@example.com", confirm: "ada@example.com" },
      {
        cookie,
        origin: "https://evil.example",
      },
    );
    expect(erase.statusCode).toBe(403);
    const signOut = await ctx!.app.inject({
      method: "DELETE",
      url: "/api/admin/session",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(signOut.statusCode).toBe(403);
    const formPost = await ctx!.app.inject({
      method: "POST",
      url: `${url}/notes`,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "body=hi",
    });
    expect(formPost.statusCode).toBe(415);
    expect((await get(url, cookie)).json()).toMatchObject({ status: "new", notes: [] });
    expect((await get("/api/admin/session", cookie)).statusCode).toBe(200);
  });

  test("a session is refused after sign-out, when idle too long and past its absolute expiry", async ({ start }) => {
    await start();
    const cookie = await signIn();
    const out = await ctx!.app.inject({ method: "DELETE", url: "/api/admin/session", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies).toEqual([expect.objectContaining({ name: "inbox_session", value: "", maxAge: 0 })]);
    expect((await get("/api/admin/leads", cookie)).statusCode).toBe(401);
    expect(await ctx!.database.db.selectFrom("staff_sessions").selectAll().execute()).toHaveLength(0);

    const idle = await signIn();
    await ctx!.database.db
      .updateTable("staff_sessions")
      .set({ last_seen_at: new Date(Date.now() - SESSION_IDLE_MS - 1000).toISOString() })
      .execute();
    expect((await get("/api/admin/leads", idle)).statusCode).toBe(401);

    const old = await signIn();
    await ctx!.database.db
      .updateTable("staff_sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await get("/api/admin/leads", old)).statusCode).toBe(401);
  });

  test(
    "ten wrong passwords, then 429 even with the right one",
    async ({ start }) => {
      await start();
      for (let attempt = 1; attempt <= 10; attempt++) {
        const response = await post("/api/admin/session", {
          email: "staff@example.com",
          password: `wrong password ${attempt}`,
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await post("/api/admin/session", { email: "staff@example.com", password: PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
      // Per account, whatever the address.
      const elsewhere = await post(
        "/api/admin/session",
        { email: "staff@example.com", password: PASSWORD },
        { "x-forwarded-for": "203.0.113.9" },
      );
      expect(elsewhere.statusCode).toBe(429);
    },
    MANY_SIGN_INS_MS,
  );

  test(
    "ten wrong passwords just before a quarter of the hour still count just after it",
    async ({ start }) => {
      await start();
      const boundary = Math.ceil(Date.now() / SIGN_IN_WINDOW_MS) * SIGN_IN_WINDOW_MS;
      vi.useFakeTimers({ toFake: ["Date"], now: boundary - 2_000 });
      try {
        for (let attempt = 1; attempt <= 10; attempt++) {
          const response = await post("/api/admin/session", {
            email: "staff@example.com",
            password: `wrong password ${attempt}`,
          });
          expect(response.statusCode).toBe(401);
        }
        vi.setSystemTime(boundary + 2_000);
        const blocked = await post("/api/admin/session", { email: "staff@example.com", password: PASSWORD });
        expect(blocked.statusCode).toBe(429);
        // The window before fades out: half of it later, its ten failures weigh five.
        vi.setSystemTime(boundary + SIGN_IN_WINDOW_MS / 2);
        expect((await post("/api/admin/session", { email: "staff@example.com", password: PASSWORD })).statusCode).toBe(
          200,
        );
      } finally {
        vi.useRealTimers();
      }
    },
    MANY_SIGN_INS_MS,
  );

  test(
    "sign-ins from one address with many e-mails: 429 past the per-address limit, other addresses unaffected",
    async ({ start }) => {
      await start({ TRUST_PROXY: "1" });
      const from = (address: string) => ({ "x-forwarded-for": address });
      for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAddress; attempt++) {
        const response = await post(
          "/api/admin/session",
          { email: `guess-${attempt}@example.com`, password: PASSWORD },
          from("198.51.100.7"),
        );
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      }
      const blocked = await post(
        "/api/admin/session",
        { email: "staff@example.com", password: PASSWORD },
        from("198.51.100.7"),
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // Per address: the account itself was never tried, and another client signs in.
      const elsewhere = await post(
        "/api/admin/session",
        { email: "staff@example.com", password: PASSWORD },
        from("198.51.100.8"),
      );
      expect(elsewhere.statusCode).toBe(200);
    },
    MANY_SIGN_INS_MS,
  );

  test(
    "successful sign-ins do not count toward the per-account limit; failures still do",
    async ({ start }) => {
      await start();
      for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAccount + 2; attempt++) {
        const response = await post("/api/admin/session", { email: "staff@example.com", password: PASSWORD });
        expect(response.statusCode, `sign-in ${attempt}`).toBe(200);
      }
      // The successes left the whole allowance of failures: ten wrong, then locked.
      for (let attempt = 1; attempt <= SIGN_IN_LIMITS.perAccount; attempt++) {
        const response = await post("/api/admin/session", {
          email: "staff@example.com",
          password: `wrong ${attempt}!!`,
        });
        expect(response.statusCode, `wrong password ${attempt}`).toBe(401);
      }
      expect((await post("/api/admin/session", { email: "staff@example.com", password: PASSWORD })).statusCode).toBe(
        429,
      );
    },
    MANY_SIGN_INS_MS,
  );

  test("the list: four forms, newest first, filters, search and keyset pages", async ({ start }) => {
    await start();
    await submitContact({ name: "First", email: "first@example.com" });
    await post("/api/service-requests", { name: "Grace", email: "grace@example.com", service: "Agile Coaching" });
    await post("/api/assessment", {
      fullName: "Alan",
      email: "alan@example.com",
      company: "Turing Ltd",
      teamSize: "1-10",
      challenges: "Codes",
      goals: "Break them",
      service: "IT Consulting",
    });
    await post("/api/subscribe", { name: "Sub", email: "sub@example.com" });
    await submitContact({ name: "Bot", email: "bot@example.com", website: "http://spam" });
    const cookie = await signIn();
    type List = {
      leads: { form: string; name: string; status: string; opened: boolean; id: string }[];
      next: string | null;
    };
    const list = (query = "") => get(`/api/admin/leads${query}`, cookie).then((r) => r.json<List>());

    const all = await list();
    expect(all.leads.map((lead) => lead.form)).toEqual(["newsletter", "assessment", "service-request", "contact"]);
    expect(all.leads.every((lead) => !lead.opened && lead.status === "new")).toBe(true);
    expect((await list("?spam=only")).leads.map((lead) => lead.name)).toEqual(["Bot"]);
    expect((await list("?spam=all")).leads).toHaveLength(5);
    expect((await list("?form=assessment")).leads.map((lead) => lead.name)).toEqual(["Alan"]);
    expect((await list("?q=turing")).leads.map((lead) => lead.name)).toEqual(["Alan"]);
    expect((await list("?q=GRACE%40")).leads.map((lead) => lead.name)).toEqual(["Grace"]);
    expect((await list("?q=100%25")).leads).toEqual([]);
    expect((await list("?q=hello")).leads.map((lead) => lead.name)).toEqual(["First"]);

    const contactId = all.leads[3]!.id;
    await ctx!.app.inject({
      method: "PATCH",
      url: `/api/admin/leads/contact/${contactId}`,
      headers: { ...json, cookie },
      payload: JSON.stringify({ status: "done" }),
    });
    expect((await list("?status=done")).leads.map((lead) => lead.name)).toEqual(["First"]);
    expect((await list("?status=new")).leads).toHaveLength(3);

    for (let i = 0; i < 60; i++) await submitContact({ name: `Bulk ${i}` });
    const first = await list("?form=contact");
    expect(first.leads).toHaveLength(50);
    expect(first.next).toBeTruthy();
    const second = await list(`?form=contact&after=${first.next}`);
    expect(second.leads).toHaveLength(11);
    expect(second.next).toBeNull();
    const ids = new Set([...first.leads, ...second.leads].map((lead) => lead.id));
    expect(ids.size).toBe(61);
    expect(first.leads[0]!.name).toBe("Bulk 59");
    expect((await get("/api/admin/leads?after=garbage", cookie)).statusCode).toBe(200);
  });

  test("a form that is not one of the four, an Object.prototype name too, is a 400 (list, export) or a 404 (a lead)", async ({
    start,
  }) => {
    await start();
    await submitContact();
    const cookie = await signIn();
    const message = "form must be one of contact, service-request, assessment, newsletter.";
    for (const form of ["constructor", "toString", "hasOwnProperty", "__proto__", "nope"]) {
      for (const url of [`/api/admin/leads?form=${form}`, `/api/admin/export?form=${form}&format=json`]) {
        const response = await get(url, cookie);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({ message });
      }
      const lead = await get(`/api/admin/leads/${form}/00000000-0000-0000-0000-000000000000`, cookie);
      expect(lead.statusCode, form).toBe(404);
      expect(lead.json()).toEqual({ message: "No such lead." });
    }
    // No form, or an empty one, is every form.
    for (const query of ["", "?form="]) {
      const response = await get(`/api/admin/leads${query}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json().leads).toHaveLength(1);
    }
  });

  test("a lead: fields, opened, status, notes with author, mail state, send again, not spam releases the notification", async ({
    start,
  }) => {
    await start({
      WEBHOOK_URLS: "http://127.0.0.1:9/hooks",
      WEBHOOK_SECRET: `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`,
      WEBHOOK_ALLOW_PRIVATE: "true",
    });
    await submitContact({ name: "<script>alert(1)</script>", subject: "<b>bold</b>" });
    await submitContact({ name: "Honeypot", email: "hp@example.com", website: "x" });
    const cookie = await signIn();
    const { leads } = (await get("/api/admin/leads?spam=all", cookie)).json<{
      leads: { id: string; name: string }[];
    }>();
    const genuine = leads.find((lead) => lead.name.startsWith("<script>"))!;
    const spam = leads.find((lead) => lead.name === "Honeypot")!;

    const url = `/api/admin/leads/contact/${genuine.id}`;
    // Opening it in the inbox marks it read: an explicit POST (a GET changes nothing).
    expect((await post(`${url}/read`, {}, { cookie })).statusCode).toBe(204);
    const lead = (await get(url, cookie)).json();
    expect(lead).toMatchObject({
      form: "contact",
      formTitle: "Contact message",
      id: genuine.id,
      name: "<script>alert(1)</script>",
      status: "new",
      opened: true,
      fields: [
        ["Name", "<script>alert(1)</script>"],
        ["Email", "ada@example.com"],
        ["Subject", "<b>bold</b>"],
        ["Message", "Hello there"],
      ],
      reference: expect.stringMatching(/^CM-/) as string,
      mail: [
        { kind: "notification", status: "queued", attempts: 0, lastError: null },
        { kind: "webhook", status: "queued", attempts: 0, lastError: null },
      ],
    });
    expect(
      (await get("/api/admin/leads", cookie)).json().leads.find((l: { id: string }) => l.id === genuine.id).opened,
    ).toBe(true);

    const patch = (target: string, status: string, cookieHeader = cookie) =>
      ctx!.app.inject({
        method: "PATCH",
        url: target,
        headers: { ...json, cookie: cookieHeader },
        payload: JSON.stringify({ status }),
      });
    expect((await patch(url, "in_progress")).statusCode).toBe(200);
    expect((await patch(url, "archived")).statusCode).toBe(400);
    const note = await post(`${url}/notes`, { body: "Called her back" }, { cookie });
    expect(note.statusCode).toBe(201);
    expect((await post(`${url}/notes`, { body: "  " }, { cookie })).statusCode).toBe(400);
    const resend = await post(`${url}/resend`, {}, { cookie });
    expect(resend.statusCode).toBe(202);
    const after = (await get(url, cookie)).json();
    expect(after.status).toBe("in_progress");
    expect(after.notes).toMatchObject([{ author: "staff@example.com", body: "Called her back" }]);
    expect(after.notes[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // "Send again" queued a second notification (the webhook is not sent again).
    expect(after.mail.map((mail: { kind: string }) => mail.kind)).toEqual(["notification", "webhook", "notification"]);

    // The honeypot withheld the notification; "not spam" releases it, once.
    const spamUrl = `/api/admin/leads/contact/${spam.id}`;
    expect((await get(spamUrl, cookie)).json()).toMatchObject({ status: "spam", spam: true, mail: [] });
    expect((await patch(spamUrl, "new")).json()).toEqual({ status: "new", released: true });
    const released = (await get(spamUrl, cookie)).json();
    // …and sends the lead to the firm's tools, which the honeypot had kept it from.
    expect(released).toMatchObject({
      status: "new",
      spam: false,
      mail: [
        { kind: "notification", status: "queued" },
        { kind: "webhook", status: "queued" },
      ],
    });
    expect((await patch(spamUrl, "spam")).json()).toEqual({ status: "spam", released: false });
    expect((await patch(spamUrl, "done")).json()).toEqual({ status: "done", released: false });
    // Released once: one notification (Reply-To the visitor) and one webhook, whatever follows.
    const outbox = await ctx!.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("source_id", "=", spam.id)
      .orderBy("kind")
      .execute();
    expect(outbox.map((row) => [row.kind, row.reply_to])).toEqual([
      ["notification", "hp@example.com"],
      ["webhook", null],
    ]);

    expect((await get("/api/admin/leads/contact/00000000-0000-0000-0000-000000000000", cookie)).statusCode).toBe(404);
    expect((await get("/api/admin/leads/nope/x", cookie)).statusCode).toBe(404);
  });

  test("export of the current filter: formula-safe CSV and JSON, audited", async ({ start }) => {
    await start();
    await submitContact({ name: '=HYPERLINK("http://evil")', subject: "Keep" });
    await submitContact({ name: "Other", subject: "Skip" });
    const cookie = await signIn();
    const csv = await get("/api/admin/export?form=contact&format=csv&q=keep", cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="contact-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,reference,created_at,name,email,subject,message,spam,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_viewed",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const exported = (await get("/api/admin/export?form=contact&format=json", cookie)).json<{ name: string }[]>();
    expect(exported.map((row) => row.name).sort()).toEqual(['=HYPERLINK("http://evil")', "Other"]);
    expect((await get("/api/admin/export?format=json", cookie)).statusCode).toBe(400);

    const { entries } = (await get("/api/admin/audit", cookie)).json<{
      entries: { action: string; actor: string; detail: unknown }[];
    }>();
    // Newest first; the staff command that made the account comes before (it is audited too).
    // Each export: a row as it starts, one as it ends.
    expect(entries.map((entry) => entry.action).slice(0, 5)).toEqual([
      "export",
      "export-start",
      "export",
      "export-start",
      "sign-in",
    ]);
    expect(entries[2]).toMatchObject({
      actor: "staff@example.com",
      detail: { form: "contact", format: "csv", rows: 1, outcome: "completed" },
    });
  });

  test("subscriber export: CSV and JSON, narrowed by the subscribers page's status filter", async ({ start }) => {
    await start();
    await post("/api/subscribe", { name: "Pending", email: "pending@example.com" });
    await post("/api/subscribe", { name: "=Confirmed", email: "confirmed@example.com" });
    await post("/api/subscribe", { name: "Gone", email: "gone@example.com" });
    const db = ctx!.database.db;
    const now = new Date().toISOString();
    await db
      .updateTable("subscribers")
      .set({ status: "confirmed", confirmed_at: now })
      .where("email", "=", "confirmed@example.com")
      .execute();
    await db
      .updateTable("subscribers")
      .set({ status: "unsubscribed", unsubscribed_at: now })
      .where("email", "=", "gone@example.com")
      .execute();
    const cookie = await signIn();
    const exportOf = (query: string) => get(`/api/admin/export?form=newsletter&spam=all&${query}`, cookie);

    const csv = await exportOf("format=csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,name,email,status,confirmed_at,unsubscribed_at,spam,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,pages_viewed",
    );
    expect(lines).toHaveLength(4);
    expect(csv.body).toContain(",'=Confirmed,confirmed@example.com,confirmed,");

    const json = (query: string) =>
      exportOf(`format=json&${query}`).then((r) => r.json<{ email: string; status: string }[]>());
    expect((await json("")).map((row) => row.email).sort()).toEqual([
      "confirmed@example.com",
      "gone@example.com",
      "pending@example.com",
    ]);
    // The page's filter, as its export links pass it (admin/subscribers-page.tsx).
    expect((await json("subscription=confirmed")).map((row) => [row.email, row.status])).toEqual([
      ["confirmed@example.com", "confirmed"],
    ]);
    expect((await json("subscription=unsubscribed")).map((row) => row.email)).toEqual(["gone@example.com"]);
    const pendingCsv = (await exportOf("format=csv&subscription=pending")).body.trim().split("\r\n");
    expect(pendingCsv).toHaveLength(2);
    expect(pendingCsv[1]).toContain("pending@example.com");
    // Not a status: ignored, not an error; on another form: ignored.
    expect(await json("subscription=nonsense")).toHaveLength(3);
    expect((await get("/api/admin/export?form=contact&format=json&subscription=confirmed", cookie)).statusCode).toBe(
      200,
    );

    const { entries } = (await get("/api/admin/audit", cookie)).json<{
      entries: { action: string; detail: unknown }[];
    }>();
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: "export",
        detail: expect.objectContaining({
          form: "newsletter",
          format: "json",
          rows: 1,
          filter: expect.objectContaining({ subscription: "confirmed" }) as unknown,
        }) as unknown,
      }),
    );
  });

  test("migration 003 down() drops every table, column and index up() made", async ({ handle }) => {
    const db = handle.db;
    for (const name of ["001-submissions", "002-outbox-leases"]) await migrations[name]!.up(db);
    const before = await schemaOf(db, handle.dialect);
    await migrations["003-admin"]!.up(db);
    const upped = await schemaOf(db, handle.dialect);
    expect(upped.indexes.length).toBeGreaterThan(before.indexes.length);
    await migrations["003-admin"]!.down!(db);
    expect(await schemaOf(db, handle.dialect)).toEqual(before);
    // And up() runs again on what down() left.
    await migrations["003-admin"]!.up(db);
    expect(await schemaOf(db, handle.dialect)).toEqual(upped);
  });

  test("erase: a confirmation step, every table, an unknown address changes nothing, the audit keeps a hash", async ({
    start,
  }) => {
    await start();
    const email = "Erase.Me@example.com";
    const key = { "idempotency-key": "11111111-2222-3333-4444-555555555555" };
    await post("/api/contact", { name: "E", email, subject: "s", message: "m" }, key);
    await post("/api/service-requests", { name: "E", email: email.toLowerCase(), service: "Agile Coaching" });
    await post("/api/subscribe", { name: "E", email });
    // The newsletter mail goes out: its links' tokens exist from then on.
    const sink = await startSmtpSink();
    const mailer = new OutboxWorker({
      database: ctx!.database,
      transport: smtpTransport(sink.url),
      from: "no-reply@example.com",
      logger: ctx!.app.log,
    });
    expect(await mailer.runOnce()).toBe(1);
    await sink.close();
    await submitContact({ name: "Stays", email: "stays@example.com" });
    const cookie = await signIn();
    // A note on every lead: those of the address's three leads go with them, the other stays.
    const { leads } = (await get("/api/admin/leads", cookie)).json<{
      leads: { form: string; id: string; email: string }[];
    }>();
    expect(leads).toHaveLength(4);
    for (const lead of leads) {
      const note = await post(`/api/admin/leads/${lead.form}/${lead.id}/notes`, { body: "note" }, { cookie });
      expect(note.statusCode).toBe(201);
    }

    const count = async () => {
      const db = ctx!.database.db;
      const n = async (
        table:
          | "contact_messages"
          | "service_requests"
          | "subscribers"
          | "subscriber_tokens"
          | "outbox"
          | "idempotency_keys"
          | "lead_notes",
      ) =>
        Number(
          (
            await db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      return {
        contact: await n("contact_messages"),
        service: await n("service_requests"),
        subscribers: await n("subscribers"),
        tokens: await n("subscriber_tokens"),
        outbox: await n("outbox"),
        keys: await n("idempotency_keys"),
        notes: await n("lead_notes"),
      };
    };
    const before = await count();
    expect(before).toMatchObject({ contact: 2, service: 1, subscribers: 1, keys: 1, notes: 4 });
    expect(before.tokens).toBeGreaterThan(0);

    const unknown = await post(
      "/api/admin/erasures",
      { email: "nobody@example.com", confirm: "nobody@example.com" },
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Nothing is stored about nobody@example.com: nothing was erased.");
    expect(await count()).toEqual(before);

    const preview = (await post("/api/admin/erasures/preview", { email }, { cookie })).json();
    expect(preview.counts).toMatchObject({ contact_messages: 1, service_requests: 1, subscribers: 1 });
    expect(await count()).toEqual(before);
    expect((await post("/api/admin/erasures", { email }, { cookie })).statusCode).toBe(400);
    expect(await count()).toEqual(before);

    const done = await post("/api/admin/erasures", { email, confirm: email.toUpperCase() }, { cookie });
    expect(done.statusCode).toBe(200);
    expect(done.json().counts).toMatchObject({
      contact_messages: 1,
      service_requests: 1,
      subscribers: 1,
      lead_notes: 3,
      idempotency_keys: 1,
    });
    expect(await count()).toMatchObject({
      contact: 1,
      service: 0,
      subscribers: 0,
      tokens: 0,
      outbox: 1,
      keys: 0,
      notes: 1,
    });
    const remaining = await ctx!.database.db.selectFrom("outbox").select("reply_to").execute();
    expect(remaining).toEqual([{ reply_to: "stays@example.com" }]);
    const stays = leads.find((lead) => lead.email === "stays@example.com")!;
    expect(await ctx!.database.db.selectFrom("lead_notes").select("lead_id").execute()).toEqual([
      { lead_id: stays.id },
    ]);

    const { entries } = (await get("/api/admin/audit", cookie)).json<{
      entries: { action: string; detail: unknown }[];
    }>();
    expect(entries[0]).toMatchObject({ action: "erase", detail: { email: await hashEmail(ctx!.database.db, email) } });
    expect(JSON.stringify(entries)).not.toMatch(/erase\.me/i);
  });

  test("subscribers: their own list with status and dates", async ({ start }) => {
    await start();
    await post("/api/subscribe", { name: "One", email: "one@example.com" });
    await post("/api/subscribe", { name: "Two", email: "two@example.com" });
    const cookie = await signIn();
    const { subscribers } = (await get("/api/admin/subscribers", cookie)).json<{
      subscribers: { email: string; status: string; createdAt: string }[];
    }>();
    expect(subscribers.map((s) => [s.email, s.status])).toEqual([
      ["two@example.com", "pending"],
      ["one@example.com", "pending"],
    ]);
    expect((await get("/api/admin/subscribers?status=confirmed", cookie)).json().subscribers).toEqual([]);
  });
});

describe("the inbox's API prefix", () => {
  it("is written once, in common/admin-api.ts: the server answers under it and the inbox's client calls it", async () => {
    const ctx = await makeApiApp(sqliteDatabase());
    try {
      expect(ADMIN_API_PREFIX).toBe(`${API_PREFIX}/admin`);
      expect(ctx.app.hasRoute({ method: "POST", url: `${ADMIN_API_PREFIX}/session` })).toBe(true);
      // admin/api.ts's requests, answered by the server.
      const urls: string[] = [];
      vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
        urls.push(url);
        const answer = await ctx.app.inject({
          method: init.method as "POST",
          url,
          headers: init.headers as Record<string, string>,
          payload: init.body as string,
        });
        return new Response(answer.body, {
          status: answer.statusCode,
          headers: { "content-type": "application/json" },
        });
      });
      const signIn = api("/session", {
        method: "POST",
        body: { email: "nobody@example.com", password: "not the password" },
      });
      await expect(signIn).rejects.toBeInstanceOf(ApiError);
      await expect(signIn).rejects.toMatchObject({ status: 401, message: WRONG_CREDENTIALS });
      expect(urls).toEqual([`${ADMIN_API_PREFIX}/session`]);
    } finally {
      vi.unstubAllGlobals();
      await ctx.close();
    }
  });
});
