// A yes/no setting as the server's configuration and the site's build both read it (ANALYTICS).

const TRUE = ["true", "1", "yes", "on"];
const FALSE = ["false", "0", "no", "off"];

/** true or false (also 1/0, yes/no, on/off, any case); the fallback when unset; undefined when it is none of these. */
export function parseFlag(value: string | undefined, fallback: boolean): boolean | undefined {
  if (value === undefined || value === "") return fallback;
  if (TRUE.includes(value.toLowerCase())) return true;
  if (FALSE.includes(value.toLowerCase())) return false;
  return undefined;
}

/** ANALYTICS at build: whether the pages carry the counting script (an unreadable value stops the build). */
export function analyticsAtBuild(value = process.env.ANALYTICS): boolean {
  const on = parseFlag(value, true);
  if (on === undefined) throw new Error(`ANALYTICS must be true or false, not ${JSON.stringify(value)}`);
  return on;
}
