// The one test harness of the server (STYLE: "Tests share one harness"): free ports, the
// database matrix (SQLite always, PostgreSQL at TEST_DATABASE_URL), the Redis probe
// (TEST_REDIS_URL), the SMTP sink, and the app built as main.ts builds it.
export * from "./app";
export * from "./databases";
export * from "./ports";
export * from "./redis";
export * from "./smtp-sink";
