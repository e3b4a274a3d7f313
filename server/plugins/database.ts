import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../db/index";

// The database (opened and migrated by main.ts or a test), decorated once as `app.database`:
// routes read it from their instance instead of receiving it in every plugin's options.
// Closing it is the opener's job (main.ts closes it after the server stops).

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

async function databasePlugin(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  app.decorate("database", database);
}

export default fp(databasePlugin, { name: "database" });
