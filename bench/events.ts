import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { DatabaseSync } from "node:sqlite";
import { EVENTS_PATH } from "../common/analytics";
import { postgresSchema, startBenchServer, writeBenchmarkSection } from "./lib";

// npm run bench:events — POST /api/events (what the counting script sends) against the
// hello-world route of the same server, in the same run, on SQLite and PostgreSQL. Beacons as
// sendBeacon sends them (text/plain): a page view with a referrer and UTM values, then a batch
// of five Web Vitals, in turn; each from its own client address (TRUST_PROXY=1 and an
// X-Forwarded-For per request, as behind a proxy), so the per-address limit is live but not
// reached. The server answers 204 at once and writes in batches: the run ends with a check that
// every accepted event reached the database. Writes its section to docs/benchmarks.md.

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

const rows: string[] = [];
const notes: string[] = [];
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
  for (const target of targets) {
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
} finally {
  rmSync(dir, { recursive: true, force: true });
}

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
console.log("Written to docs/benchmarks.md");
