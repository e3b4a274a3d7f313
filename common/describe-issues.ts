import type { z } from "zod";

/**
 * "field.path: reason", one line per problem: how a content file, the settings file or the
 * environment that does not match its schema is reported, by the build, a publish (whose refusal
 * a consultant reads in the inbox) and the server's start alike. Not `z.prettifyError`: it writes
 * each problem on two lines ("✖ reason", then "→ at path"), a developer's format, where these
 * lines name the field first, as the editor shows it.
 */
export function describeIssues(error: z.ZodError, whole = "(the whole file)"): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || whole}: ${issue.message}`);
}
