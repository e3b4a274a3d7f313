import { IDEMPOTENCY_HEADER } from "../../../common/api";
import type { ApiOutcome } from "./api-outcome";

// Sending a form: JSON in, JSON out, an Idempotency-Key on every attempt. Loaded on first use
// (load-form-code.ts), like the schemas, so it stays out of the pages' initial JavaScript.

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
