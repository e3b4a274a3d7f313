import { IDEMPOTENCY_HEADER } from "../../common/api";

// The forms' one way to the API: JSON in, JSON out, an Idempotency-Key on every attempt.

export type ApiOutcome<T> =
  /** The server answered; `body` is its JSON, or undefined when it sent none (e.g. a proxy's HTML page). */
  | { kind: "answer"; ok: boolean; status: number; body: Partial<T> | undefined }
  /** No answer at all (offline, DNS, connection reset): the error's own text. */
  | { kind: "network"; message: string };

export async function postJson<T>(path: string, data: unknown, idempotencyKey: string): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(data),
    });
  } catch (error) {
    return { kind: "network", message: error instanceof Error && error.message ? error.message : String(error) };
  }
  let body: Partial<T> | undefined;
  try {
    const parsed: unknown = await response.json();
    body = typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    body = undefined;
  }
  return { kind: "answer", ok: response.ok, status: response.status, body };
}

/** A new key per attempt; crypto.randomUUID needs a secure context, so fall back outside one. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

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
