import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { BUDGETS, measurePages } from "./check-budgets";

// The build's budget check on a small build made here: build/pages.json as the site's build
// writes it (site/integration.ts: each page's scripts from the module graph), the scripts
// themselves, and what every page carries inline.

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A client build whose pages load the given scripts (path → script URLs); a page with scripts has an island. */
function makeBuild(pages: Record<string, string[]>, sizes: Record<string, number> = {}) {
  root = mkdtempSync(join(tmpdir(), "check-budgets-"));
  const clientDir = join(root, "client");
  const records: Record<string, object> = {};
  for (const [path, scripts] of Object.entries(pages)) {
    const islands = scripts.length > 0 ? ["site/views/tabs.island.tsx"] : [];
    records[path] = { url: path, file: "index.html", headers: {}, islands, scripts };
    for (const url of scripts) {
      const file = join(clientDir, url);
      mkdirSync(dirname(file), { recursive: true });
      // Random bytes do not compress: the gzip copy is as large as asked.
      const text = randomBytes(sizes[url] ?? 100);
      writeFileSync(file, text);
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  }
  mkdirSync(clientDir, { recursive: true });
  writeFileSync(join(root, "pages.json"), JSON.stringify(records));
  writeFileSync(
    join(root, "inline-code.json"),
    JSON.stringify({ scripts: ["window.a=1"], islandScripts: [], styles: ["b{c:d}"] }),
  );
  return clientDir;
}

describe("check-budgets: a page's initial JavaScript", () => {
  it("counts every script its islands load (gzip as served), the inline scripts, and the islands' own on a page with one", () => {
    const clientDir = makeBuild({
      "/": [],
      "/tabs": ["/assets/tabs.island.t.js", "/assets/client.c.js", "/assets/react-dom.r.js"],
    });
    const inline = {
      scripts: ["window.__held={held:[]}"],
      islandScripts: ["customElements.define('astro-island',class extends HTMLElement{})"],
      styles: ["body{margin:0}"],
    };
    const rows = Object.fromEntries(measurePages(clientDir, inline).map((row) => [row.path, row]));
    const gz = (url: string) => statSync(join(clientDir, `${url}.gz`)).size;
    const inlineJs = gzipSync(inline.scripts[0]!, { level: 9 }).length;
    const islandJs = gzipSync(inline.islandScripts[0]!, { level: 9 }).length;
    expect(rows["/"]!.js).toBe(inlineJs);
    expect(rows["/tabs"]!.js).toBe(
      inlineJs + islandJs + gz("/assets/tabs.island.t.js") + gz("/assets/client.c.js") + gz("/assets/react-dom.r.js"),
    );
    expect(rows["/tabs"]!.css).toBe(gzipSync(inline.styles[0]!, { level: 9 }).length);
  });

  it("fails the build naming the pages over budget", () => {
    const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
    const clean = makeBuild({ "/": ["/assets/a.js"] });
    const ok = spawnSync(tsx, ["build-steps/check-budgets.ts", clean], { encoding: "utf8" });
    expect(ok.status, ok.stderr).toBe(0);
    rmSync(root!, { recursive: true, force: true });

    const heavy = makeBuild(
      { "/": ["/assets/a.js"], "/heavy": ["/assets/a.js", "/assets/big.js"] },
      { "/assets/big.js": 2 * BUDGETS.jsGzipBytes },
    );
    const failed = spawnSync(tsx, ["build-steps/check-budgets.ts", heavy], { encoding: "utf8" });
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim()).toBe("Budget exceeded on 1 page(s): /heavy");
  });

  it("holds a page without an island to the smaller budget: its inline scripts only", () => {
    const tsx = join(process.cwd(), "node_modules", ".bin", "tsx");
    const build = makeBuild({ "/": [], "/with-island": ["/assets/a.js"] });
    const inline = "window.a=1;" + randomBytes(2 * BUDGETS.jsWithoutIslandGzipBytes).toString("base64");
    writeFileSync(
      join(build, "..", "inline-code.json"),
      JSON.stringify({ scripts: [inline], islandScripts: [], styles: ["b{c:d}"] }),
    );
    const rows = measurePages(build, { scripts: [inline], islandScripts: [], styles: [] });
    expect(rows.map((row) => [row.path, row.jsBudget])).toEqual([
      ["/", BUDGETS.jsWithoutIslandGzipBytes],
      ["/with-island", BUDGETS.jsGzipBytes],
    ]);
    const failed = spawnSync(tsx, ["build-steps/check-budgets.ts", build], { encoding: "utf8" });
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim()).toBe("Budget exceeded on 1 page(s): /");
  });
});
