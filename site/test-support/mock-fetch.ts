import { vi } from "vitest";

// A stand-in for fetch in component tests: each call is recorded and answered by the test.

export interface RecordedCall {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
  headers: Headers;
}

type Answer = { status: number; body?: unknown } | Error;

function toResponse(answer: Answer): Response {
  if (answer instanceof Error) throw answer;
  const text =
    answer.body === undefined ? "" : typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
  return new Response(text, { status: answer.status, headers: { "Content-Type": "application/json" } });
}

/** Answers every call with `answer` (or per call with the function), immediately. */
export function mockFetch(answer: Answer | ((call: RecordedCall) => Answer)) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
    const call: RecordedCall = {
      url,
      init,
      body: JSON.parse(typeof init.body === "string" ? init.body : "{}") as Record<string, unknown>,
      headers: new Headers(init.headers),
    };
    calls.push(call);
    return Promise.resolve().then(() => toResponse(typeof answer === "function" ? answer(call) : answer));
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

/** Holds every call until release(): to see the sending state. */
export function mockPendingFetch() {
  const calls: RecordedCall[] = [];
  const waiting: ((answer: Answer) => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        init,
        body: JSON.parse(typeof init.body === "string" ? init.body : "{}") as Record<string, unknown>,
        headers: new Headers(init.headers),
      });
      return new Promise<Response>((resolve, reject) => {
        waiting.push((answer) => {
          try {
            resolve(toResponse(answer));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      });
    }),
  );
  return {
    calls,
    release(answer: Answer) {
      for (const resolve of waiting.splice(0)) resolve(answer);
    },
  };
}

/** Lets pending promise callbacks (a released fetch, React's updates) run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
