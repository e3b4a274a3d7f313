import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServiceOffer } from "../../common/content/read-service-offer";
import { assessmentSchema, contactSchema, serviceRequestSchema, subscribeSchema } from "../../common/forms";
import { makeTestApp } from "../test-support/app";
import { describeOnEachDatabase } from "../test-support/fixtures";

// The services the forms offer, as the content says (and the test app's server reads them).
const { assessment: ASSESSMENT_SERVICES, request: SERVICE_OPTIONS } = readServiceOffer("content");

// 10,000+ generated malformed or hostile payloads across the four endpoints: every answer is a
// 4xx or the documented success for a valid payload, never a 5xx, and no invalid row is stored.

const ENDPOINTS = {
  "/api/contact": { table: "contact_messages", fields: ["name", "email", "subject", "message"] },
  "/api/subscribe": { table: "subscribers", fields: ["name", "email"] },
  "/api/service-requests": { table: "service_requests", fields: ["name", "email", "service", "message"] },
  "/api/assessment": {
    table: "assessment_requests",
    fields: ["fullName", "email", "company", "teamSize", "challenges", "goals", "service"],
  },
} as const;
type Endpoint = keyof typeof ENDPOINTS;

const PER_ENDPOINT = 2_600;
const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "$where", "id", "spam"];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.string({ minLength: 5_001, maxLength: 7_000 }),
  fc.constantFrom(
    "Alice\r\nBcc: victim@example.com",
    "Subject\nContent-Type: text/html",
    "<script>alert(1)</script>",
    '=HYPERLINK("http://evil.example")',
    "'; DROP TABLE contact_messages; --",
    "\u0000\u0007\u001b[31m",
    "a@b.c",
    "   ",
    "IT Consulting",
    "Agile Coaching",
    "HR Solutions",
    "😀".repeat(2_000),
  ),
  fc.emailAddress(),
);
const hostileValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...HOSTILE_KEYS, "a", "b"), hostileString, { maxKeys: 3 }),
  fc.anything({ maxDepth: 3 }),
);

const VALID: Record<string, fc.Arbitrary<string>> = {
  name: fc.stringMatching(/^[A-Za-zÀ-ÿ' -]{1,60}$/).map((text) => `Ada ${text}`),
  fullName: fc.constantFrom("Ada Lovelace", "Grace Hopper", "Zoë Ñandú", "李小龙"),
  email: fc.constantFrom("ada@example.com", "grace.hopper@example.org", "x@y.io"),
  subject: fc.constantFrom("Hello", "A question about pricing", "Ünïcödé subject"),
  message: fc.string({ minLength: 1, maxLength: 400 }).map((text) => `Message: ${text}`),
  company: fc.constantFrom("Acme", "Initech", "Umbrella Ltd"),
  teamSize: fc.constantFrom("5", "10-20", "about 300"),
  challenges: fc.constantFrom("Slow releases", "Too many meetings"),
  goals: fc.constantFrom("Ship weekly", "Grow the team"),
};

function payloads(fields: readonly string[], seed: number, service: readonly string[]): string[] {
  const valid = fc.record(
    Object.fromEntries(
      fields.map((field) => [field, field === "service" ? fc.constantFrom(...service) : VALID[field]!]),
    ),
  );
  const record = fc.dictionary(fc.constantFrom(...fields, ...HOSTILE_KEYS, "website"), hostileValue, {
    maxKeys: fields.length + 3,
  });
  const body = fc.oneof(
    { weight: 6, arbitrary: record.map((value) => JSON.stringify(value)) },
    // Some valid payloads, with hostile extras: the success path, and unknown fields never stored.
    fc
      .tuple(valid, fc.dictionary(fc.constantFrom(...HOSTILE_KEYS), hostileValue, { maxKeys: 2 }))
      .map(([fieldsPart, extra]) => JSON.stringify({ ...extra, ...fieldsPart })),
    // Whole bodies of the wrong shape, and text that is not JSON at all.
    fc.anything({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? "null"),
    fc.string({ maxLength: 300 }),
    fc.constantFrom(
      '{"name":',
      "[",
      '{"__proto__":{"polluted":true},"name":"x"}',
      '{"constructor":{"prototype":{"polluted":true}}}',
    ),
  );
  return fc.sample(body, { numRuns: PER_ENDPOINT, seed });
}

const SCHEMAS = {
  "/api/contact": contactSchema,
  "/api/subscribe": subscribeSchema,
  "/api/service-requests": serviceRequestSchema,
  "/api/assessment": assessmentSchema,
} as const;

let ctx: Awaited<ReturnType<typeof makeTestApp>>;
beforeAll(async () => {
  ctx = await makeTestApp(
    { RATE_LIMIT_PER_MINUTE: "1000000", RATE_LIMIT_PER_DAY: "1000000", LOG_LEVEL: "silent" },
    { clientDir: false },
  );
});
afterAll(() => ctx.close());

describe("fuzzing the four endpoints", () => {
  it.each(Object.keys(ENDPOINTS) as Endpoint[])(
    "%s answers 4xx or success to hostile payloads and stores only valid rows",
    async (url) => {
      const { table, fields } = ENDPOINTS[url];
      const services = url === "/api/assessment" ? ASSESSMENT_SERVICES : SERVICE_OPTIONS;
      const bodies = payloads(fields, url.length * 7919, services);
      const statuses = new Map<number, number>();
      let accepted = 0;
      for (const [i, payload] of bodies.entries()) {
        const res = await ctx.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json", "idempotency-key": `fuzz-${url.length}-${i}-key` },
          payload,
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${url} ${payload.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode < 300) {
          accepted++;
          // Documented success: the payload really was valid.
          expect(SCHEMAS[url].safeParse(JSON.parse(payload)).success, payload.slice(0, 200)).toBe(true);
        } else {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          const answer = res.json<Record<string, unknown>>();
          expect(typeof (answer.message ?? answer.error)).toBe("string");
        }
      }
      expect(bodies.length).toBe(PER_ENDPOINT);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(PER_ENDPOINT / 2);
      expect(accepted).toBeGreaterThan(50); // the valid ones went through

      // Stored rows: no more than the accepted payloads, each one valid, with nothing unknown.
      const rows = (await ctx.database.db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
      expect(rows.length).toBeLessThanOrEqual(accepted);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const input = Object.fromEntries(
          fields.map((field) => [field, row[field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] ?? undefined]),
        );
        expect(SCHEMAS[url].safeParse(input).success, JSON.stringify(row).slice(0, 300)).toBe(true);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    180_000,
  );
});

// Control and format characters, planted anywhere in otherwise valid payloads: always a 400
// naming the field, nothing stored, on both databases (PostgreSQL refuses NUL in text, so a
// value that slipped through would surface here as a 500).
const INVISIBLE = [
  ..."\u0000\u0001\u0007\u0008\u000b\u000c\u001b\u007f\u0085\u009b",
  ..."\u00ad\u061c\u200b\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2028\u2029\u2060\u2066\u2067\u2068\u2069\ufeff",
  "\ud800",
  "\udfff",
];
const TEXT_FIELDS: Record<Endpoint, readonly string[]> = {
  "/api/contact": ["name", "email", "subject", "message"],
  "/api/subscribe": ["name", "email"],
  "/api/service-requests": ["name", "email", "message"],
  "/api/assessment": ["fullName", "email", "company", "teamSize", "challenges", "goals"],
};
const PER_ENDPOINT_INVISIBLE = 150;

describeOnEachDatabase("invisible characters", (test) => {
  test.for(Object.keys(ENDPOINTS) as Endpoint[])(
    "%s refuses them in every field with a 400, stores nothing, logs no error",
    { timeout: 120_000 },
    async (url, { apiApp }) => {
      const api = await apiApp({
        RATE_LIMIT_PER_MINUTE: "1000000",
        RATE_LIMIT_PER_DAY: "1000000",
        LOG_LEVEL: "warn",
      });
      const services = url === "/api/assessment" ? ASSESSMENT_SERVICES : SERVICE_OPTIONS;
      const valid = fc.record(
        Object.fromEntries(
          ENDPOINTS[url].fields.map((field) => [
            field,
            field === "service" ? fc.constantFrom(...services) : VALID[field]!,
          ]),
        ),
      );
      const planted = fc
        .tuple(valid, fc.constantFrom(...TEXT_FIELDS[url]), fc.constantFrom(...INVISIBLE), fc.nat())
        .map(([fields, field, character, at]) => {
          // Between two letters: at either end, trimming would take some of them away (as it should).
          const value = fields[field]!;
          const inside = at % (value.length + 1);
          fields = { ...fields, [field]: `${value.slice(0, inside)}x${character}x${value.slice(inside)}` };
          return { fields, field };
        });
      for (const { fields, field } of fc.sample(planted, { numRuns: PER_ENDPOINT_INVISIBLE, seed: url.length })) {
        const res = await api.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json" },
          payload: JSON.stringify(fields),
        });
        expect(res.statusCode, `${url} ${field} ${JSON.stringify(fields[field])}`).toBe(400);
        expect(Object.keys(res.json<{ errors: object }>().errors)).toContain(field);
      }
      const table = ENDPOINTS[url].table;
      expect(await api.database.db.selectFrom(table).selectAll().execute()).toHaveLength(0);
      expect(api.logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    },
  );
});
