import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../server/test-support/ports";
import { postgresSchema } from "./lib";

// npm run bench:api — POST /api/contact (unique payloads) against a hello-world route of the
// same server, in the same run, on SQLite and on PostgreSQL. Rate limits are lifted for the
// run. Results go to docs/benchmarks.md (between the bench:api markers).

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DOC = "docs/benchmarks.md";
const START = "<!-- bench:api start -->";
const END = "<!-- bench:api end -->";

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_PER_DAY: "100000000",
      SMTP_URL: "",
      REDIS_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("bench server did not start");
}

async function run(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon(options);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measure(databaseUrl: string) {
  const { child, url } = await startServer(databaseUrl);
  try {
    let counter = 0;
    const contact = (duration: number) =>
      run({
        url: `${url}/api/contact`,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            setupRequest: (request) => {
              counter += 1;
              return {
                ...request,
                body: JSON.stringify({
                  name: `Benchmark visitor ${counter}`,
                  email: `visitor${counter}@example.com`,
                  subject: `Enquiry ${counter}`,
                  message: `Hello, this is benchmark message number ${counter}. We would like to talk about a project.`,
                }),
              };
            },
          },
        ],
      });
    const hello = (duration: number) => run({ url: `${url}/api/bench/hello`, connections: CONNECTIONS, duration });
    await hello(2); // warm-up
    await contact(2);
    const helloFigures = await hello(DURATION);
    const contactFigures = await contact(DURATION);
    return { hello: helloFigures, contact: contactFigures };
  } finally {
    child.kill("SIGTERM");
    await once(child, "exit");
  }
}

const rows: string[] = [];
const summary: string[] = [];
const row = (database: string, route: string, f: Figures, ratio = "") =>
  `| ${database} | ${route} | ${f.rps.toLocaleString("en-US")} | ${f.p50} | ${f.p99} | ${f.non2xx + f.errors} | ${ratio} |`;

const dir = mkdtempSync(join(tmpdir(), "bench-api-"));
try {
  const targets: { name: string; url: string; drop?: () => Promise<void> }[] = [
    { name: "SQLite", url: `file:${join(dir, "bench.db")}` },
  ];
  const postgres = await postgresSchema("bench");
  if (postgres) targets.push({ name: "PostgreSQL", ...postgres });
  for (const target of targets) {
    console.log(`${target.name}: ${DURATION} s per route, ${CONNECTIONS} connections…`);
    const { hello, contact } = await measure(target.url);
    const ratio = contact.rps / hello.rps;
    rows.push(row(target.name, "GET /api/bench/hello", hello));
    rows.push(row(target.name, "POST /api/contact", contact, `${ratio.toFixed(2)}×`));
    summary.push(
      `${target.name}: contact ${contact.rps} req/s (p50 ${contact.p50} ms, p99 ${contact.p99} ms, ${contact.non2xx + contact.errors} non-2xx) vs hello ${hello.rps} req/s (p50 ${hello.p50} ms, p99 ${hello.p99} ms): ratio ${ratio.toFixed(2)}`,
    );
    await target.drop?.();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const section = [
  START,
  `## API: \`npm run bench:api\``,
  "",
  `Run ${new Date().toISOString().slice(0, 10)} on ${cpus().length} × ${cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}, load average ${loadavg()[1]!.toFixed(1)} (5 min) at the end;`,
  `autocannon ${CONNECTIONS} connections, ${DURATION} s per route, client on the same machine. Rate limits lifted;`,
  "LOG_LEVEL=warn; no SMTP (the outbox fills, nothing is sent). Each contact post is a unique payload, validated,",
  "and committed with its outbox row before the 201 (SQLite: WAL, synchronous=FULL, group commit; PostgreSQL: a",
  "transaction per post, pool of 10).",
  "",
  "| Database | Route | req/s | p50 ms | p99 ms | non-2xx | contact ÷ hello |",
  "|---|---|---:|---:|---:|---:|---:|",
  ...rows,
  "",
  "Goal: contact ≥ 0.5× hello, p99 < 25 ms, zero non-2xx.",
  END,
].join("\n");

const existing = existsSync(DOC) ? readFileSync(DOC, "utf8") : "# Benchmarks\n";
const next = existing.includes(START)
  ? existing.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section)
  : `${existing.trimEnd()}\n\n${section}\n`;
writeFileSync(DOC, next);
console.log(summary.join("\n"));
console.log(`Written to ${DOC}`);
