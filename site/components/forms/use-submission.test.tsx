import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockPendingFetch, settle } from "../../test-support/mock-fetch";
import { useSubmission } from "./use-submission";

afterEach(() => vi.unstubAllGlobals());

describe("useSubmission", () => {
  it("sends once when submit is called twice in the same tick, and reports pending", async () => {
    const network = mockPendingFetch();
    const { result } = renderHook(() => useSubmission<{ message: string }>("/api/contact", "contact"));
    let first: ReturnType<typeof result.current.submit> | undefined;
    let second: ReturnType<typeof result.current.submit> | undefined;
    act(() => {
      first = result.current.submit({ a: 1 });
      second = result.current.submit({ a: 1 });
    });
    expect(result.current.pending).toBe(true);
    await expect(second).resolves.toBeUndefined();
    // The request goes out once the sending code has loaded (post-json.ts): once.
    await vi.waitFor(() => expect(network.calls).toHaveLength(1));
    await act(async () => {
      network.release({ status: 201, body: { message: "ok" } });
      await settle();
    });
    await expect(first).resolves.toEqual({ kind: "answer", ok: true, status: 201, body: { message: "ok" } });
    expect(result.current.pending).toBe(false);
  });

  it("uses a new key after a success, even for the same data", async () => {
    const network = mockPendingFetch();
    const { result } = renderHook(() => useSubmission("/api/contact", "contact"));
    for (let round = 0; round < 2; round += 1) {
      const sent = result.current.submit({ a: 1 });
      await vi.waitFor(() => expect(network.calls).toHaveLength(round + 1));
      await act(async () => {
        network.release({ status: 201, body: {} });
        await sent;
      });
    }
    const keys = network.calls.map((call) => call.headers.get("Idempotency-Key"));
    expect(keys[0]).not.toBe(keys[1]);
  });
});
