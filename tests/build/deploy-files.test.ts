import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// What an operator copies (deploy/): Caddy's site block and the systemd unit, read by the tools
// that will run them. The site block also runs in front of the real server in tests/e2e/https.spec.ts.

const CADDY = process.env.CADDY_PATH ?? "/usr/bin/caddy";
const SYSTEMD_ANALYZE = "/usr/bin/systemd-analyze";
const root = mkdtempSync(join(tmpdir(), "site-deploy-files-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

interface CaddyRoute {
  match?: { host?: string[] }[];
  handle: { handler: string; routes?: CaddyRoute[]; upstreams?: { dial: string }[] }[];
}

describe.skipIf(!existsSync(CADDY))(`deploy/Caddyfile (${CADDY} adapt)`, () => {
  it("is valid, sends the site's domain to the server on 127.0.0.1:3000 and leaves its answers as they are", () => {
    const adapted = spawnSync(CADDY, ["adapt", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
      encoding: "utf8",
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    const config = JSON.parse(adapted.stdout) as {
      apps: { http: { servers: Record<string, { listen: string[]; routes: CaddyRoute[] }> } };
    };
    const [server] = Object.values(config.apps.http.servers);
    expect(server!.listen).toEqual([":443"]);
    const site = server!.routes.find((route) => route.match?.[0]?.host?.includes("example.com"));
    const handlers = site!.handle.flatMap((handle) => handle.routes ?? []).flatMap((route) => route.handle);
    // Only the proxy: no encode (the server sends precompressed files), no header rewriting.
    expect(handlers.map((handler) => handler.handler)).toEqual(["reverse_proxy"]);
    expect(handlers[0]!.upstreams).toEqual([{ dial: "127.0.0.1:3000" }]);
    const formatted = spawnSync(CADDY, ["fmt", "deploy/Caddyfile"], { encoding: "utf8" });
    expect(formatted.stdout, "caddy fmt").toBe(readFileSync("deploy/Caddyfile", "utf8"));
  });
});

describe.skipIf(!existsSync(SYSTEMD_ANALYZE))("deploy/consulting-site.service (systemd-analyze)", () => {
  // The unit as installed in /srv/consulting-site, here in a folder shaped like it.
  const unit = () => {
    const checkout = join(root, "srv");
    for (const dir of ["data", "build", "content", "node_modules/.bin"]) mkdirSync(join(checkout, dir), { recursive: true });
    if (!existsSync(join(checkout, "node_modules/.bin/node")))
      symlinkSync(process.execPath, join(checkout, "node_modules/.bin/node"));
    const file = join(root, "consulting-site.service");
    writeFileSync(file, readFileSync("deploy/consulting-site.service", "utf8").replaceAll("/srv/consulting-site", checkout));
    return file;
  };

  it("passes systemd-analyze verify", () => {
    const verified = spawnSync(SYSTEMD_ANALYZE, ["verify", unit()], { encoding: "utf8" });
    expect(verified.status, verified.stderr).toBe(0);
    expect(verified.stderr + verified.stdout).toBe("");
  });

  it("is hardened: its own user, read-only system, no new privileges, exposure at most 2 of 10", () => {
    const text = readFileSync("deploy/consulting-site.service", "utf8");
    for (const line of [
      "User=consulting-site",
      "ProtectSystem=strict",
      "NoNewPrivileges=yes",
      "PrivateTmp=yes",
      "EnvironmentFile=/etc/consulting-site/env",
      "ReadWritePaths=/srv/consulting-site/data /srv/consulting-site/build /srv/consulting-site/content",
    ])
      expect(text.split("\n")).toContain(line);
    const security = spawnSync(SYSTEMD_ANALYZE, ["security", "--offline=yes", "--threshold=20", unit()], {
      encoding: "utf8",
    });
    expect(security.status, security.stdout + security.stderr).toBe(0);
  });
});
