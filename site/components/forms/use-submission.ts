import { useCallback, useRef, useState } from "react";
import type { ApiOutcome } from "./api-outcome";
import type { FormKey } from "../../../common/forms/registry";
import { track } from "../../analytics/track";
import { loadPostJson } from "./load-form-code";

/**
 * Sends a form to the API at most once at a time: a second click while a request is in flight
 * is ignored (a ref, not state, so even two clicks in the same frame send once).
 *
 * Idempotency: every attempt carries a key. A retry of exactly the same data after an attempt
 * that did not succeed (network error, 5xx) reuses its key, so a request that did reach the
 * server before the connection dropped is not stored twice; new data, or anything after a
 * success, gets a new key.
 *
 * Each answer is counted as a `form_sent` event (success or error) under the form's name.
 */
export function useSubmission<T>(path: string, form: FormKey) {
  const inFlight = useRef(false);
  const lastAttempt = useRef<{ payload: string; key: string } | undefined>(undefined);
  const [pending, setPending] = useState(false);

  const submit = useCallback(
    async (data: Record<string, unknown>): Promise<ApiOutcome<T> | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setPending(true);
      try {
        let transport: Awaited<ReturnType<typeof loadPostJson>>;
        try {
          transport = await loadPostJson();
        } catch (error) {
          // Its script did not load (offline, or a deploy replaced it): the same as no answer.
          track({ type: "form_sent", form, outcome: "error" });
          return { kind: "network", message: error instanceof Error ? error.message : String(error) };
        }
        const { newIdempotencyKey, postJson } = transport;
        const payload = JSON.stringify(data);
        const key = lastAttempt.current?.payload === payload ? lastAttempt.current.key : newIdempotencyKey();
        lastAttempt.current = { payload, key };
        const outcome = await postJson<T>(path, data, key);
        const ok = outcome.kind === "answer" && outcome.ok;
        if (ok) lastAttempt.current = undefined;
        track({ type: "form_sent", form, outcome: ok ? "success" : "error" });
        return outcome;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [path, form],
  );

  return { pending, submit };
}
