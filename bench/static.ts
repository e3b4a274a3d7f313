// npm run bench:static: our server vs nginx (Debian's package) serving the same build/client,
// autocannon with 50 connections for 10 s on "/" and on a hashed asset, both accepting
// brotli/gzip, in one run; the table and the ratios go to docs/benchmarks.md.
import { execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { freePort, startServer, waitFor, writeBenchmarkSection } from "./lib";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

if (!existsSync("/usr/sbin/nginx")) {
  console.log("Installing Debian's nginx for the comparison");
  execFileSync(
    "bash",
    [
      "-c",
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx",
    ],
    { stdio: "inherit" },
  );
}
if (!existsSync("build/client/index.html")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });

const root = resolve("build/client");
// The largest script, React's DOM renderer, which every page with an island loads.
const asset = `/assets/${readdirSync(join(root, "assets")).find((name) => /^react-dom\.[^.]+\.js$/.test(name))}`;

// nginx as one would configure it for this build: precompressed gzip, pages by directory.
const nginxPort = await freePort();
const nginxDir = mkdtempSync(join(tmpdir(), "bench-nginx-"));
writeFileSync(
  join(nginxDir, "nginx.conf"),
  `worker_processes auto;
pid ${nginxDir}/nginx.pid;
error_log ${nginxDir}/error.log warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${nginxDir};
  proxy_temp_path ${nginxDir};
  fastcgi_temp_path ${nginxDir};
  uwsgi_temp_path ${nginxDir};
  scgi_temp_path ${nginxDir};
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    gzip_static on;
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control "public, max-age=0, must-revalidate"; }
  }
}
`,
);
const nginx = spawn("/usr/sbin/nginx", ["-c", join(nginxDir, "nginx.conf"), "-p", nginxDir], { stdio: "inherit" });
const nginxOrigin = `http://127.0.0.1:${nginxPort}`;
await waitFor(`${nginxOrigin}/`);

const ours = await startServer(await freePort());

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { "accept-encoding": "br, gzip" },
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx };
}

const rows: string[] = [];
const ratios: string[] = [];
try {
  for (const [label, path] of [
    ["/ (HTML page)", "/"],
    ["hashed asset (react-dom JS)", asset],
  ] as const) {
    const nginxResult = await load(nginxOrigin + path);
    const ourResult = await load(ours.origin + path);
    for (const [server, result] of [
      ["nginx", nginxResult],
      ["ours (Fastify)", ourResult],
    ] as const) {
      rows.push(
        `| ${label} | ${server} | ${Math.round(result.rps)} | ${result.p50} ms | ${result.p99} ms | ${result.non2xx} |`,
      );
    }
    ratios.push(`- ${label}: ours / nginx = **${(ourResult.rps / nginxResult.rps).toFixed(2)}×**`);
    console.log(rows.slice(-2).join("\n"));
  }
} finally {
  await ours.stop();
  nginx.kill("SIGQUIT");
  await once(nginx, "exit");
}

writeBenchmarkSection(
  "Static serving: our server vs nginx (npm run bench:static)",
  `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per target, \`Accept-Encoding: br, gzip\`, both servers on this
machine in one run (${new Date().toISOString().slice(0, 10)}). nginx (Debian) with \`gzip_static\`, \`worker_processes auto\` (2 workers here), sending the .gz files; ours is one Node process
sending the .br files (Debian's nginx has no brotli module), so ours sends fewer bytes. Goal: ours ≥ 0.5× nginx.

| Target | Server | Req/s | p50 | p99 | Non-2xx |
|---|---|---|---|---|---|
${rows.join("\n")}

${ratios.join("\n")}`,
);
console.log(ratios.join("\n"));
