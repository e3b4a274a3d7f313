import { mkdirSync } from "node:fs";
import { join } from "node:path";
import lockfile from "proper-lockfile";

// Astro builds in the checkout's .astro folder: one build of a checkout at a time, whichever
// server (or test) started it.

/**
 * Waits for the checkout's build lock (proper-lockfile: kept fresh while held, a dead holder's
 * is stale after 10 s and taken over). `onWait` is called when another build holds it.
 */
export async function lockCheckout(sourceDir: string, onWait: () => void): Promise<() => Promise<void>> {
  const dir = join(sourceDir, "build", ".publishing");
  mkdirSync(dir, { recursive: true });
  const options = {
    lockfilePath: join(dir, "lock"),
    realpath: false,
    // Lost only if this process stalls past the stale time: the build goes on, the next waits.
    onCompromised: () => {},
  };
  try {
    return await lockfile.lock(dir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    onWait();
    return lockfile.lock(dir, { ...options, retries: { forever: true, minTimeout: 500, maxTimeout: 500 } });
  }
}
