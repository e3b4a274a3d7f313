import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

// The steps of a build in child processes (`astro build`, then the checks), run from the checkout
// the site is built from; a failed step's output becomes a reason staff can act on.

/** A build's id: when its build started, as a folder name. */
export const buildId = (startedAt: string) => startedAt.replace(/[:.]/g, "-");

export class PublishError extends Error {
  override name = "PublishError";
}

/** Runs a step; rejects with its error output, in words, when it fails. */
export function runStep(
  sourceDir: string,
  step: "astro" | "check",
  args: string[],
  env: Record<string, string>,
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, {
      cwd: sourceDir,
      env: { ...process.env, ...env, NODE_ENV: "production", FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", fail);
    child.on("close", (code) => {
      if (code === 0) return done();
      fail(new PublishError(explain(step, stripVTControlCharacters(output))));
    });
  });
}

/** A failed step's output, as a reason staff can act on. */
export function explain(step: "astro" | "check", output: string): string {
  const lines = output
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "");
  if (step === "check") {
    const failed = lines.filter((line) => !/^\s*at /.test(line)).slice(-8);
    return `The new build is over a page budget or breaks a check, so nothing was published:\n${failed.join("\n")}`;
  }
  const start = lines.findIndex((line) => /error|does not match/i.test(line));
  const from = start >= 0 ? lines.slice(start) : lines.slice(-10);
  // Astro's hint and documentation links, and the temporary copy's path, say nothing to staff.
  const hint = from.findIndex((line) => /^\s*Hint:/.test(line));
  const shown = (hint > 0 ? from.slice(0, hint) : from)
    .filter((line) => !/^\s*(at |Stack trace|Location:|file:\/\/|https?:\/\/)/.test(line))
    .map((line) => line.replace(/\S*\/build\/\.publishing\/[^/\s]+\/content\//g, "content/"))
    .slice(0, 12);
  return `The site could not be built, so nothing was published. Correct the content and publish again:\n${shown.join("\n")}`;
}
