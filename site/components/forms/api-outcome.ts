// What a form's post to the API came to (postJson, post-json.ts), and the parsers of the answer's body.

export type ApiOutcome<T> =
  /** The server answered; `body` is its JSON, or undefined when it sent none (e.g. a proxy's HTML page). */
  | { kind: "answer"; ok: boolean; status: number; body: Partial<T> | undefined }
  /** No answer at all (offline, DNS, connection reset): the error's own text. */
  | { kind: "network"; message: string };

/** The server's field errors of a 400, if it sent any. */
export function answerFieldErrors(body: { errors?: unknown } | undefined): Record<string, string> {
  const errors = body?.errors;
  if (typeof errors !== "object" || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/** A string field of an answer, if present and not blank. */
export function answerText(body: object | undefined, key: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
