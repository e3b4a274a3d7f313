import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { CONTACT_SUCCESS, SERVICE_REQUEST_SUCCESS, assessmentSuccess } from "../../common/api";
import { assessmentForm } from "../../common/forms/assessment";
import { fieldOf } from "../../common/forms/declare";
import type { ApiApp } from "../test-support/app";
import { SUBSCRIBE_MESSAGE } from "../newsletter/subscribe";
import { describeOnEachDatabase } from "../test-support/fixtures";

// The assessment's messages, as its declaration states them.
const requiredMessage = (name: string) => fieldOf(assessmentForm, name).required;
const ASSESSMENT_MESSAGES = {
  fullNameRequired: requiredMessage("fullName"),
  emailRequired: requiredMessage("email"),
  emailInvalid: "Email is invalid",
  companyRequired: requiredMessage("company"),
  teamSizeRequired: requiredMessage("teamSize"),
  challengesRequired: requiredMessage("challenges"),
  goalsRequired: requiredMessage("goals"),
  serviceUnknown: requiredMessage("service"),
};

const contact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "A project",
  message: "Hello,\nwe need help.",
};
const serviceRequest = { name: "Grace Hopper", email: "grace@example.com", service: "Agile Coaching", message: "Soon" };
const assessment = {
  fullName: "Alan Turing",
  email: "alan@example.com",
  company: "Bletchley Ltd",
  teamSize: "11-50",
  challenges: "Slow releases",
  goals: "Ship weekly",
  service: "IT Consulting",
};

/** A lead's reference: its form's letters, then Crockford base32 (no I, L, O, U). */
const reference = (prefix: string) =>
  expect.stringMatching(new RegExp(`^${prefix}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$`)) as string;

const json = (payload: unknown, headers: Record<string, string> = {}) => ({
  method: "POST" as const,
  headers: { "content-type": "application/json", ...headers },
  payload: JSON.stringify(payload),
});

describeOnEachDatabase("form endpoints", (databaseTest) => {
  const test = databaseTest.extend<{ start: (env?: NodeJS.ProcessEnv) => Promise<ApiApp> }>({
    start: async ({ apiApp }, use) => {
      await use((env = {}) => apiApp({ RATE_LIMIT_PER_MINUTE: "1000", RATE_LIMIT_PER_DAY: "1000", ...env }));
    },
  });

  test("contact: 201, the row trimmed, unknown fields ignored, a notification queued", async ({ start }) => {
    const { app, database } = await start();
    const response = await app.inject({
      url: "/api/contact",
      ...json({ ...contact, name: "  Ada Lovelace  ", isAdmin: true, id: "forged" }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_SUCCESS, reference: reference("CM") });
    const rows = await database.db.selectFrom("contact_messages").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reference).toBe(response.json<{ reference: string }>().reference);
    expect(rows[0]).toMatchObject({ ...contact, spam: 0 });
    expect(rows[0]!.id).not.toBe("forged");
    const outbox = await database.db.selectFrom("outbox").selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: "notification", source_id: rows[0]!.id, reply_to: contact.email });
  });

  test("contact: each validation error, with the field's message", async ({ start }) => {
    const { app, database } = await start();
    const empty = await app.inject({ url: "/api/contact", ...json({ name: " ", email: "" }) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: expect.stringContaining("Please check the form") as string,
      errors: {
        name: "Name is required",
        email: "Email is required",
        subject: "Subject is required",
        message: "Message is required",
      },
    });
    const bad = await app.inject({
      url: "/api/contact",
      ...json({
        name: "A".repeat(121),
        email: "not-an-address",
        subject: "Hi\r\nBcc: x@evil.test",
        message: "x".repeat(5001),
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: unknown }>().errors).toEqual({
      name: "Name must be at most 120 characters",
      email: "Email is invalid",
      subject: "Subject must fit on one line",
      message: "Message must be at most 5,000 characters",
    });
    const longEmail = await app.inject({
      url: "/api/contact",
      ...json({ ...contact, email: `${"a".repeat(250)}@example.com` }),
    });
    expect(longEmail.json<{ errors: unknown }>().errors).toEqual({ email: "Email must be at most 254 characters" });
    expect(await database.db.selectFrom("contact_messages").selectAll().execute()).toHaveLength(0);
  });

  test("subscribe: 201 and the same answer again, without a second row; failures in `error`", async ({ start }) => {
    const { app, database } = await start();
    const first = await app.inject({ url: "/api/subscribe", ...json({ name: "Ada", email: "Ada@Example.com" }) });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    const again = await app.inject({ url: "/api/subscribe", ...json({ name: "Ada", email: "ada@example.com" }) });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: SUBSCRIBE_MESSAGE });
    const rows = await database.db.selectFrom("subscribers").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ada@example.com", status: "pending" });
    // One confirmation mail only: the second attempt came within the resend interval.
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(1);

    const invalid = await app.inject({ url: "/api/subscribe", ...json({ email: "x@y" }) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: expect.stringContaining("Please check the form") as string,
      errors: { name: "Name is required", email: "Email is invalid" },
    });
  });

  test("service requests: 201 with and without a message; the service must be known", async ({ start }) => {
    const { app, database } = await start();
    const ok = await app.inject({ url: "/api/service-requests", ...json(serviceRequest) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ message: SERVICE_REQUEST_SUCCESS, reference: reference("SR") });
    const noMessage = await app.inject({ url: "/api/service-requests", ...json({ ...serviceRequest, message: "  " }) });
    expect(noMessage.statusCode).toBe(201);
    const rows = await database.db
      .selectFrom("service_requests")
      .select(["service", "message"])
      .orderBy("message")
      .execute();
    expect(rows.map((row) => row.message).sort()).toEqual(["Soon", null].sort());

    const bad = await app.inject({
      url: "/api/service-requests",
      ...json({ ...serviceRequest, service: "Astrology" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: expect.any(String) as unknown,
      errors: { service: "Please choose a service" },
    });
    const missing = await app.inject({ url: "/api/service-requests", ...json({}) });
    expect(missing.json<{ errors: unknown }>().errors).toEqual({
      name: "Name is required",
      email: "Email is required",
      service: "Please choose a service",
    });
  });

  test("assessment: 201, and its messages word for word", async ({ start }) => {
    const { app, database } = await start();
    const ok = await app.inject({ url: "/api/assessment", ...json(assessment) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ message: assessmentSuccess("IT Consulting"), reference: reference("AR") });
    expect(await database.db.selectFrom("assessment_requests").selectAll().execute()).toMatchObject([
      { full_name: "Alan Turing", team_size: "11-50", service: "IT Consulting", spam: 0 },
    ]);

    const blank = await app.inject({
      url: "/api/assessment",
      ...json({
        fullName: " ",
        email: " ",
        company: "",
        teamSize: "",
        challenges: "",
        goals: "",
        service: "IT Consulting",
      }),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ errors: unknown }>().errors).toEqual({
      fullName: ASSESSMENT_MESSAGES.fullNameRequired,
      email: ASSESSMENT_MESSAGES.emailRequired,
      company: ASSESSMENT_MESSAGES.companyRequired,
      teamSize: ASSESSMENT_MESSAGES.teamSizeRequired,
      challenges: ASSESSMENT_MESSAGES.challengesRequired,
      goals: ASSESSMENT_MESSAGES.goalsRequired,
    });
    expect(ASSESSMENT_MESSAGES).toMatchObject({
      fullNameRequired: "Full name is required",
      emailInvalid: "Email is invalid",
      challengesRequired: "Please describe your challenges",
      goalsRequired: "Please describe your goals",
    });
    const unknown = await app.inject({
      url: "/api/assessment",
      ...json({ ...assessment, email: "alan", service: "Magic" }),
    });
    expect(unknown.json<{ errors: unknown }>().errors).toEqual({
      email: "Email is invalid",
      service: ASSESSMENT_MESSAGES.serviceUnknown,
    });
  });

  test("413 only past 128 KiB, 415 on another content type, 400 on malformed JSON or a non-object", async ({
    start,
  }) => {
    const { app } = await start();
    const big = await app.inject({ url: "/api/contact", ...json({ ...contact, message: "x".repeat(129 * 1024) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: expect.stringContaining("128 KiB") as string });

    const text = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: expect.stringContaining("application/json") as string });
    const subscribeText = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      headers: { "content-type": "text/xml" },
      payload: "<x/>",
    });
    expect(subscribeText.statusCode).toBe(415);
    expect(subscribeText.json()).toHaveProperty("error");

    const broken = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Ada",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: expect.stringContaining("not valid JSON") as string });

    const array = await app.inject({ url: "/api/service-requests", ...json([contact]) });
    expect(array.statusCode).toBe(400);
    expect(array.json()).toEqual({ message: expect.stringContaining("JSON object") as string });
  });

  test("the field limits decide, in any script: full-length Cyrillic and accented posts are stored", async ({
    start,
  }) => {
    const { app, database } = await start();
    // No JavaScript: 4,950 Cyrillic characters urlencoded are about 25 KB.
    const cyrillic = "Здравствуйте, нам нужна помощь. ".repeat(155).slice(0, 4_950);
    const form = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...contact, name: "Анна Каренина", message: cyrillic }).toString(),
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toMatch(/^\/message-sent\?reference=CM-/);
    const [row] = await database.db.selectFrom("contact_messages").select(["name", "message"]).execute();
    expect(row).toEqual({ name: "Анна Каренина", message: cyrillic.trim() });

    const accented = "Nous souhaitons améliorer la qualité de nos équipes. ".repeat(100).slice(0, 5_000);
    const wizard = await app.inject({
      url: "/api/assessment",
      ...json({ ...assessment, challenges: accented, goals: accented }),
    });
    expect(wizard.statusCode).toBe(201);
    // The worst case: a no-JavaScript assessment with both long answers full of CJK text, each
    // character 9 bytes urlencoded (about 93 KB in all).
    const chinese = "我们希望改进团队的交付流程。".repeat(400).slice(0, 5_000);
    const cjkForm = new URLSearchParams({ ...assessment, fullName: "王小明", challenges: chinese, goals: chinese });
    expect(cjkForm.toString().length).toBeGreaterThan(90_000);
    const cjk = await app.inject({
      method: "POST",
      url: "/api/assessment",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: cjkForm.toString(),
    });
    expect(cjk.statusCode).toBe(303);
    expect(cjk.headers.location).toMatch(/^\/request-received\?reference=AR-/);
    const stored = await database.db.selectFrom("assessment_requests").select(["full_name", "goals"]).execute();
    expect(stored).toContainEqual({ full_name: "王小明", goals: chinese });
    // One character over the limit is refused by the field, with its own message.
    const over = await app.inject({ url: "/api/contact", ...json({ ...contact, message: "ж".repeat(5_001) }) });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ errors: unknown }>().errors).toEqual({ message: "Message must be at most 5,000 characters" });
  });

  test("control and format characters: 400 naming the field, nothing stored, no error in the log", async ({
    start,
  }) => {
    const { app, database, logLines } = await start();
    const cases: [string, Record<string, unknown>, string][] = [
      ["/api/contact", { ...contact, message: "NUL \u0000 here" }, "message"],
      ["/api/contact", { ...contact, subject: "Invoice \u202egnp.exe" }, "subject"],
      ["/api/contact", { ...contact, email: "ad\u0000a@example.com" }, "email"],
      ["/api/subscribe", { name: "Eve\u001b[2J", email: "eve@example.com" }, "name"],
      ["/api/service-requests", { ...serviceRequest, message: "a\u2028b" }, "message"],
      ["/api/assessment", { ...assessment, company: "Acme\u200b" }, "company"],
    ];
    for (const [url, payload, field] of cases) {
      const response = await app.inject({ url, ...json(payload) });
      expect(response.statusCode, `${url} ${field}`).toBe(400);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual([field]);
    }
    for (const table of ["contact_messages", "subscribers", "service_requests", "assessment_requests"] as const) {
      expect(await database.db.selectFrom(table).selectAll().execute(), table).toHaveLength(0);
    }
    expect(logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });

  test("Idempotency-Key: a repeat returns the first answer and stores nothing twice, also concurrently", async ({
    start,
  }) => {
    const { app, database } = await start();
    const key = randomUUID();
    const first = await app.inject({ url: "/api/contact", ...json(contact, { "idempotency-key": key }) });
    const second = await app.inject({ url: "/api/contact", ...json(contact, { "idempotency-key": key }) });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");

    const concurrentKey = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({ url: "/api/service-requests", ...json(serviceRequest, { "idempotency-key": concurrentKey }) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(await database.db.selectFrom("contact_messages").selectAll().execute()).toHaveLength(1);
    expect(await database.db.selectFrom("service_requests").selectAll().execute()).toHaveLength(1);
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(2);

    const reused = await app.inject({
      url: "/api/contact",
      ...json({ ...contact, message: "Something else" }, { "idempotency-key": key }),
    });
    expect(reused.statusCode).toBe(422);
    const malformed = await app.inject({ url: "/api/contact", ...json(contact, { "idempotency-key": "x" }) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.stringContaining("Idempotency-Key") as string });
  });

  test("honeypot: the normal answer, the row flagged, no mail queued", async ({ start }) => {
    const { app, database } = await start();
    const response = await app.inject({ url: "/api/contact", ...json({ ...contact, website: "http://spam.example" }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_SUCCESS, reference: reference("CM") });
    expect(await database.db.selectFrom("contact_messages").select("spam").execute()).toEqual([{ spam: 1 }]);
    const subscribed = await app.inject({
      url: "/api/subscribe",
      ...json({ name: "Bot", email: "bot@example.com", website: "x" }),
    });
    expect(subscribed.statusCode).toBe(201);
    expect(await database.db.selectFrom("outbox").selectAll().execute()).toHaveLength(0);
  });

  test("rate limits: 429 past the minute tier, then past the day tier, per form; other forms unaffected", async ({
    start,
  }) => {
    const { app } = await start({ RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "50" });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject({ url: "/api/contact", ...json(contact) })).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    const limited = await app.inject({ url: "/api/contact", ...json(contact) });
    expect(limited.json()).toEqual({ message: expect.stringContaining("wait a minute") as string });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await app.inject({ url: "/api/service-requests", ...json(serviceRequest) })).statusCode).toBe(201);
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    const subscribeLimited = await Promise.all(
      [1, 2, 3].map((i) => app.inject({ url: "/api/subscribe", ...json({ name: "A", email: `a${i}@example.com` }) })),
    );
    expect(subscribeLimited.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429]);
    expect(subscribeLimited.find((answer) => answer.statusCode === 429)!.json()).toHaveProperty("error");
  });

  test("rate limits: the daily ceiling", async ({ start }) => {
    const { app } = await start({ RATE_LIMIT_PER_MINUTE: "100", RATE_LIMIT_PER_DAY: "2" });
    await app.inject({ url: "/api/assessment", ...json(assessment) });
    await app.inject({ url: "/api/assessment", ...json(assessment) });
    const third = await app.inject({ url: "/api/assessment", ...json(assessment) });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: expect.stringContaining("today") as string });
  });

  test("Origin: another site's post is refused; same origin, PUBLIC_ORIGIN and no Origin pass", async ({ start }) => {
    const { app } = await start({ PUBLIC_ORIGIN: "https://www.example.com" });
    const cross = await app.inject({ url: "/api/contact", ...json(contact, { origin: "https://evil.example" }) });
    expect(cross.statusCode).toBe(403);
    expect(cross.json()).toEqual({ message: "This form can only be sent from our own website." });
    const nullOrigin = await app.inject({ url: "/api/contact", ...json(contact, { origin: "null" }) });
    expect(nullOrigin.statusCode).toBe(403);
    const passing: Record<string, string>[] = [
      { origin: "https://www.example.com" },
      { origin: "http://localhost:80", host: "localhost:80" },
      { origin: "null", "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const headers of passing) {
      expect((await app.inject({ url: "/api/contact", ...json(contact, headers) })).statusCode).toBe(201);
    }
  });

  test("plain HTML form posts get 303 redirects to the outcome pages", async ({ start }) => {
    const { app, database } = await start({ RATE_LIMIT_PER_MINUTE: "2" });
    const form = (url: string, fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
    const sent = await form("/api/contact", { ...contact, website: "" });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toMatch(/^\/message-sent\?reference=CM-/);
    expect(await database.db.selectFrom("contact_messages").select("spam").execute()).toEqual([{ spam: 0 }]);

    const invalid = await form("/api/contact", { name: "Ada", email: "nope", subject: "", message: "x" });
    expect(invalid.statusCode).toBe(303);
    expect(invalid.headers.location).toBe("/form-error?reason=invalid&fields=email%2Csubject");

    const limited = await form("/api/contact", contact);
    expect(limited.headers.location).toBe("/form-error?reason=rate-limited");

    const subscribed = await form("/api/subscribe", { name: "Ada", email: "ada@example.com" });
    expect(subscribed.headers.location).toBe("/subscribe/check-inbox");
    expect((await form("/api/service-requests", serviceRequest)).headers.location).toMatch(
      /^\/request-received\?reference=SR-/,
    );
    expect((await form("/api/assessment", assessment)).headers.location).toMatch(/^\/request-received\?reference=AR-/);
  });

  test("plain HTML form failures redirect to PUBLIC_ORIGIN's error page: 400, 403, 415, 429", async ({ start }) => {
    const { app } = await start({ PUBLIC_ORIGIN: "https://www.example.com", RATE_LIMIT_PER_MINUTE: "3" });
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        payload: new URLSearchParams(fields).toString(),
      });
    expect((await form({ ...contact, email: "nope" })).headers.location).toBe(
      "https://www.example.com/form-error?reason=invalid&fields=email",
    );
    expect((await form(contact, { origin: "https://evil.example" })).headers.location).toBe(
      "https://www.example.com/form-error?reason=forbidden",
    );
    expect((await form(contact)).headers.location).toMatch(/^https:\/\/www\.example\.com\/message-sent\?reference=/);
    expect((await form(contact)).headers.location).toMatch(/^https:\/\/www\.example\.com\/message-sent\?reference=/);
    expect((await form(contact)).headers.location).toBe("https://www.example.com/form-error?reason=rate-limited");
    // 415: the content type decides before the body is read, and is not a form post: JSON.
    const other = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: "x",
    });
    expect(other.statusCode).toBe(415);
  });

  test("logs carry no message body and no full e-mail address", async ({ start }) => {
    const { app, logLines } = await start();
    const secret = `confidential-${randomUUID()}`;
    await app.inject({ url: "/api/contact", ...json({ ...contact, email: "jane.doe@example.org", message: secret }) });
    const log = logLines.join("");
    expect(log).toContain("submission stored");
    expect(log).toContain("j***@example.org");
    expect(log).not.toContain("jane.doe@example.org");
    expect(log).not.toContain(secret);
  });

  test("a database failure answers 500 with a generic sentence; the log has the detail and request id", async ({
    start,
  }) => {
    const { app, database, logLines } = await start();
    await database.db.schema.dropTable("outbox_attempts").execute();
    await database.db.schema.dropTable("outbox").execute();
    const response = await app.inject({ url: "/api/contact", ...json(contact) });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: "Something went wrong on our side. Please try again in a moment." });
    const failure = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === "request failed");
    expect(failure?.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(failure)).toContain("outbox");
    expect(JSON.stringify(failure)).not.toContain(contact.message);
    // Nothing half-stored: the row went with its failed outbox insert.
    expect(await database.db.selectFrom("contact_messages").selectAll().execute()).toHaveLength(0);
  });
});
