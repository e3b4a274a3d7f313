import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { migrateToLatest, openDatabase } from "../server/db/index";

// The server under benchmark (bench/api.ts): the real buildApp, API only, plus the
// hello-world baseline route, which exists only here. Configured from the environment.
const config = loadConfig();
const database = openDatabase(config.DATABASE_URL);
await migrateToLatest(database.db);
const app = await buildApp({ config, database, clientDir: false });
app.get("/api/bench/hello", () => ({ hello: "world" }));
await app.listen({ port: config.PORT, host: "127.0.0.1" });

process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
