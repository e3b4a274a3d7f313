import { mkdtempSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { DatabaseSync } from "node:sqlite";
import { EVENTS_PATH } from "../common/analytics";
import { COUNTING_CAPS } from "../server/analytics/caps";
import { openDatabase } from "../server/db/index";
import { staffCookie } from "../server/test-support/app";
import { postgresSchema, startBenchServer, writeBenchmarkSection } from "./lib";

// npm run bench:events — POST /api/events (what the counting script sends) against the
// hello-world route of the same server, in the same run, on SQLite and PostgreSQL. Beacons as
// sendBeacon sends them (text/plain): a page view with a referrer and UTM values, then a batch
// of five Web Vitals, in turn; each from its own client address (TRUST_PROXY=1 and an
// X-Forwarded-For per request, as behind a proxy), so the per-address limit is live but not
// reached. The server answers 204 at once and writes in batches: the run ends with a check that
// every accepted event reached the database. Then a flood (docs/analytics.md, "Limits"): 100
// IPv6 /64s send their day's allowance of beacons (5,000 each, 20 events a beacon, a new user
// agent each: a new visitor each time) as fast as the server takes them, on a fresh database,
// while /healthz and the overview of today are asked in turn; then the database's growth per
// flooding network. Writes its section to docs/benchmarks.md.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  requests: number;
}

async function run(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

let counter = 0;
/** A beacon and the number of events it carries. */
function beacon(): { body: string; events: number } {
  counter += 1;
  const path = `/page-${counter % 30}`;
  if (counter % 2 === 1) {
    return {
      body: JSON.stringify({
        type: "pageview",
        path,
        referrer: `https://www.referrer-${counter % 40}.example/post`,
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: `campaign-${counter % 10}`,
      }),
      events: 1,
    };
  }
  return {
    body: JSON.stringify(
      (["LCP", "FCP", "TTFB", "CLS", "INP"] as const).map((name) => ({
        type: "vital",
        path,
        name,
        value: name === "CLS" ? (counter % 30) / 100 : 100 + (counter % 3000),
      })),
    ),
    events: 5,
  };
}

/** Client addresses from 10.0.0.0/8: each sends a few beacons, as real visitors do. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function measure(databaseUrl: string, countRows: () => Promise<number>) {
  const server = await startBenchServer(databaseUrl, { TRUST_PROXY: "1", PUBLIC_ORIGIN: "https://www.example.com" });
  let sent = 0;
  const events = (duration: number) =>
    run({
      url: `${server.url}${EVENTS_PATH}`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const { body, events: n } = beacon();
            sent += n;
            return {
              ...request,
              body,
              headers: {
                "content-type": "text/plain;charset=UTF-8",
                "user-agent": UA,
                origin: "https://www.example.com",
                "x-forwarded-for": address(counter),
              },
            };
          },
        },
      ],
    });
  const hello = (duration: number) => run({ url: `${server.url}/api/bench/hello`, connections: CONNECTIONS, duration });
  try {
    await hello(2); // warm-up
    await events(2);
    const helloFigures = await hello(DURATION);
    const eventFigures = await events(DURATION);
    await server.stop(); // SIGTERM: the buffer is flushed before exit
    const stored = await countRows();
    return { hello: helloFigures, events: eventFigures, sent, stored };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

const FLOOD_NETWORKS = 100;
/** Beacons per network: its daily limit (the events' per-address limit of a day). */
const FLOOD_BEACONS = Number(process.env.BENCH_FLOOD_BEACONS ?? 5000);
const ORIGIN = "https://www.example.com";

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

/** Asks `url` again and again until stopped; the answers' times in ms. */
function probe(url: string, headers: Record<string, string>, pauseMs: number) {
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const begun = performance.now();
      const answer = await fetch(url, { headers }).catch(() => undefined);
      if (answer?.ok) {
        await answer.arrayBuffer();
        times.push(performance.now() - begun);
      } else failures++;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { times: [...times].sort((a, b) => a - b), failures };
    },
  };
}

interface FloodTarget {
  name: string;
  url: string;
  /** The database's size in bytes (SQLite: once the server has closed it). */
  size: () => Promise<number>;
  counts: () => Promise<{ stored: number; limited: number; dropped: number; aggregates: number }>;
  drop?: () => Promise<void>;
}

async function flood(target: FloodTarget) {
  // The day's limit per address stays (5,000 beacons); the minute's is lifted so a day's
  // allowance is sent in minutes.
  const server = await startBenchServer(target.url, {
    TRUST_PROXY: "1",
    PUBLIC_ORIGIN: ORIGIN,
    RATE_LIMIT_PER_MINUTE: "10000000",
  });
  const database = openDatabase(target.url);
  const cookie = await staffCookie(database, ORIGIN);
  await database.close();
  const before = await target.size();
  let sent = 0;
  const health = probe(`${server.url}/healthz`, {}, 20);
  const overview = probe(`${server.url}/api/admin/overview?range=today`, { cookie }, 200);
  const started = performance.now();
  let figures: Figures;
  try {
    figures = await run({
      url: `${server.url}${EVENTS_PATH}`,
      connections: CONNECTIONS,
      amount: FLOOD_NETWORKS * FLOOD_BEACONS,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const n = sent++;
            const network = (n % FLOOD_NETWORKS).toString(16);
            const host = (Math.floor(n / FLOOD_NETWORKS) % 65_535).toString(16);
            return {
              ...request,
              body: JSON.stringify([
                { type: "pageview", path: `/flood-${n % 50}`, referrer: `https://spam-${n % 7}.example/` },
                { type: "pageview", path: `/flood-${(n + 1) % 50}` },
                ...Array.from({ length: 18 }, (_, i) => ({
                  type: "vital",
                  path: `/flood-${n % 50}`,
                  name: "LCP",
                  value: 100 + ((n + i) % 5000),
                })),
              ]),
              headers: {
                "content-type": "text/plain;charset=UTF-8",
                "user-agent": `${UA} flood/${n}`,
                origin: ORIGIN,
                "x-forwarded-for": `2001:db8:${network}::${host}`,
              },
            };
          },
        },
      ],
    });
  } catch (error) {
    await Promise.all([health.stop(), overview.stop()]);
    await server.stop();
    throw error;
  }
  const seconds = (performance.now() - started) / 1000;
  const [healthTimes, overviewTimes] = await Promise.all([health.stop(), overview.stop()]);
  await server.stop(); // SIGTERM: the buffer is flushed before exit
  const after = await target.size();
  const counts = await target.counts();
  return { figures, seconds, health: healthTimes, overview: overviewTimes, growth: after - before, counts };
}

const rows: string[] = [];
const notes: string[] = [];
const floodRows: string[] = [];
const floodNotes: string[] = [];
const row = (database: string, route: string, f: Figures, ratio = "") =>
  `| ${database} | ${route} | ${f.rps.toLocaleString("en-US")} | ${f.p50} | ${f.p99} | ${f.non2xx + f.errors} | ${ratio} |`;

const dir = mkdtempSync(join(tmpdir(), "bench-events-"));
try {
  const sqliteFile = join(dir, "bench.db");
  const targets: { name: string; url: string; count: () => Promise<number>; drop?: () => Promise<void> }[] = [
    {
      name: "SQLite",
      url: `file:${sqliteFile}`,
      count: () => {
        const db = new DatabaseSync(sqliteFile);
        const { n } = db.prepare("select count(*) as n from analytics_events").get() as { n: number };
        db.close();
        return Promise.resolve(Number(n));
      },
    },
  ];
  const postgres = await postgresSchema("bench_events");
  if (postgres) {
    targets.push({
      name: "PostgreSQL",
      url: postgres.url,
      drop: postgres.drop,
      async count() {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        const { rows: result } = await client.query<{ n: string }>("select count(*) as n from analytics_events");
        await client.end();
        return Number(result[0]!.n);
      },
    });
  }
  // BENCH_EVENTS_ONLY=flood: the flood alone (its own section).
  for (const target of process.env.BENCH_EVENTS_ONLY === "flood" ? [] : targets) {
    console.log(`${target.name}: ${DURATION} s per route, ${CONNECTIONS} connections…`);
    const { hello, events, sent, stored } = await measure(target.url, target.count);
    const ratio = events.rps / hello.rps;
    rows.push(row(target.name, "GET /api/bench/hello", hello));
    rows.push(row(target.name, "POST /api/events", events, `${ratio.toFixed(2)}×`));
    const missing = sent - stored;
    notes.push(
      `${target.name}: ${sent.toLocaleString("en-US")} events accepted (warm-up included), ${stored.toLocaleString("en-US")} in the database after SIGTERM${missing === 0 ? ": none lost" : `: **${missing.toLocaleString("en-US")} missing**`}.`,
    );
    console.log(
      `${target.name}: events ${events.rps} req/s vs hello ${hello.rps} req/s (${ratio.toFixed(2)}×); ${stored}/${sent} stored`,
    );
    await target.drop?.();
  }

  const floodFile = join(dir, "flood.db");
  const sqliteCounts = (file: string) => {
    const db = new DatabaseSync(file);
    const day = db
      .prepare(
        "select coalesce(sum(events), 0) as stored, coalesce(sum(limited), 0) as limited, coalesce(sum(dropped), 0) as dropped from analytics_days",
      )
      .get() as Record<string, number>;
    const { n } = db.prepare("select count(*) as n from analytics_daily").get() as { n: number };
    db.close();
    return {
      stored: Number(day.stored),
      limited: Number(day.limited),
      dropped: Number(day.dropped),
      aggregates: Number(n),
    };
  };
  const floodTargets: FloodTarget[] = [
    {
      name: "SQLite",
      url: `file:${floodFile}`,
      size: () =>
        Promise.resolve(
          ["", "-wal"].reduce(
            (sum, suffix) => sum + (statSync(`${floodFile}${suffix}`, { throwIfNoEntry: false })?.size ?? 0),
            0,
          ),
        ),
      counts: () => Promise.resolve(sqliteCounts(floodFile)),
    },
  ];
  const floodPostgres = await postgresSchema("bench_flood");
  if (floodPostgres) {
    const query = async <T extends pg.QueryResultRow>(text: string) => {
      const client = new pg.Client({ connectionString: floodPostgres.url });
      await client.connect();
      const { rows: result } = await client.query<T>(text);
      await client.end();
      return result[0]!;
    };
    floodTargets.push({
      name: "PostgreSQL",
      url: floodPostgres.url,
      drop: floodPostgres.drop,
      size: async () =>
        Number(
          (
            await query<{ n: string }>(
              "select coalesce(sum(pg_total_relation_size(c.oid)), 0) as n from pg_class c join pg_namespace s on s.oid = c.relnamespace where s.nspname = current_schema() and c.relkind in ('r', 'm')",
            )
          ).n,
        ),
      counts: async () => {
        const day = await query<Record<string, string>>(
          "select coalesce(sum(events), 0) as stored, coalesce(sum(limited), 0) as limited, coalesce(sum(dropped), 0) as dropped from analytics_days",
        );
        const { n } = await query<{ n: string }>("select count(*) as n from analytics_daily");
        return {
          stored: Number(day.stored),
          limited: Number(day.limited),
          dropped: Number(day.dropped),
          aggregates: Number(n),
        };
      },
    });
  }
  for (const target of floodTargets) {
    console.log(`${target.name}: flood of ${FLOOD_NETWORKS} /64s × ${FLOOD_BEACONS} beacons…`);
    const result = await flood(target);
    const { figures, health, overview, counts } = result;
    const ms = (value: number) => (Number.isNaN(value) ? "—" : value.toFixed(0));
    floodRows.push(
      `| ${target.name} | ${figures.requests.toLocaleString("en-US")} in ${result.seconds.toFixed(0)} s | ${counts.stored.toLocaleString("en-US")} | ${counts.limited.toLocaleString("en-US")} | ${counts.dropped.toLocaleString("en-US")} | ${ms(percentile(overview.times, 0.5))} / ${ms(percentile(overview.times, 0.95))} (${overview.times.length}) | ${ms(percentile(health.times, 0.5))} / ${ms(percentile(health.times, 0.99))} (${health.times.length}) | ${(result.growth / FLOOD_NETWORKS / 1024 / 1024).toFixed(2)} MB |`,
    );
    floodNotes.push(
      `${target.name}: ${figures.non2xx + figures.errors} beacons answered other than 204; ${overview.failures + health.failures} probe requests failed; the database grew ${(result.growth / 1024 / 1024).toFixed(1)} MB in all (${counts.aggregates.toLocaleString("en-US")} aggregate rows for the day).`,
    );
    console.log(floodRows.at(-1));
    await target.drop?.();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (rows.length > 0) {
  writeBenchmarkSection(
    "Counting: `npm run bench:events`",
    [
      `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average ${loadavg()[1]!.toFixed(1)} (5 min) at the end;`,
      `autocannon ${CONNECTIONS} connections, ${DURATION} s per route, client on the same machine; LOG_LEVEL=warn. Beacons as`,
      "sendBeacon sends them (text/plain), a page view with referrer and UTM values and a batch of five Web Vitals in",
      "turn, each from its own address (X-Forwarded-For behind TRUST_PROXY=1: the per-address limit is counted, not",
      "reached). The route validates, derives the day's visitor (HMAC), answers 204 and buffers; rows are written in",
      "batches through the write queue (a flush a second or every 500 rows).",
      "",
      "| Database | Route | req/s | p50 ms | p99 ms | non-2xx | events ÷ hello |",
      "|---|---|---:|---:|---:|---:|---:|",
      ...rows,
      "",
      ...notes.map((note) => `- ${note}`),
    ].join("\n"),
  );
}
writeBenchmarkSection(
  "Counting under a flood: `npm run bench:events`",
  [
    `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average ${loadavg()[1]!.toFixed(1)} (5 min) at the end (the machine shared with other work).`,
    `${FLOOD_NETWORKS} IPv6 /64s each send ${FLOOD_BEACONS.toLocaleString("en-US")} beacons (BENCH_FLOOD_BEACONS; a day's per-address limit is`,
    "5,000) of 20 events (2 page views, 18 Web Vitals), each beacon with a new user agent (a new visitor: the",
    "visitor cap alone would not hold), as fast as the server takes them (the per-minute limit lifted for the",
    `run; ${CONNECTIONS} connections), on a fresh database, while one client asks \`/healthz\` (every 20 ms) and another`,
    "the overview of today (every 200 ms), each waiting for its answer. Caps: per visitor",
    `${COUNTING_CAPS.visitorPageViews} page views / ${COUNTING_CAPS.visitorEvents.toLocaleString("en-US")} events, per network ${COUNTING_CAPS.networkPageViews.toLocaleString("en-US")} / ${COUNTING_CAPS.networkEvents.toLocaleString("en-US")}, per day ${COUNTING_CAPS.dayEvents.toLocaleString("en-US")} events.`,
    "Goals: overview of today p95 under 200 ms, `/healthz` p99 under 50 ms.",
    "",
    "| Database | Beacons | Events stored | Limited | Dropped (day full) | Overview today p50 / p95 ms (n) | `/healthz` p50 / p99 ms (n) | Growth per network |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...floodRows,
    "",
    ...floodNotes.map((note) => `- ${note}`),
  ].join("\n"),
);
console.log("Written to docs/benchmarks.md");
