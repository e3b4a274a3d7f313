import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../db/index";

// Published builds in PostgreSQL, so that every instance on one database serves the same one
// (docs/operations.md, "Several instances"). A publish stores its build (the folder as a gzipped tar
// archive) and points the `site_live` row at it in one transaction, which also sends a
// notification on the `site_live` channel; every instance LISTENs to it and also reads the row
// every POLL_MS, so a missed notification is caught. An instance that sees another build named
// fetches and unpacks it whole before it serves it (Publisher.sync). One publish at a time across
// all instances: the `site_publish_lock` row, taken by inserting it.

export const CHANNEL = "site_live";
/** How often each instance reads the live row, whatever notifications arrive. */
export const POLL_MS = 2000;
/** A publish lock older than this is a crashed instance's: it is taken over. */
export const STALE_LOCK_MS = 30 * 60_000;

export interface StoredBuild {
  id: string;
  at: string;
  by: string;
  commit?: string;
}

export interface LiveRow {
  build: string;
  deployed: string;
}

export class BuildStore {
  /** This instance, as the holder of the publish lock. */
  readonly holder = randomUUID();
  #db: Db;
  #url: string;

  constructor(db: Db, url: string) {
    this.#db = db;
    this.#url = url;
  }

  async live(): Promise<LiveRow | undefined> {
    return this.#db.selectFrom("site_live").select(["build", "deployed"]).where("name", "=", "site").executeTakeFirst();
  }

  /** The stored builds, newest first (without their files). */
  async records(): Promise<StoredBuild[]> {
    const rows = await this.#db
      .selectFrom("site_builds")
      .select(["id", "at", "by", "git_commit"])
      .orderBy("id", "desc")
      .execute();
    return rows.map(({ git_commit, ...row }) => ({ ...row, ...(git_commit ? { commit: git_commit } : {}) }));
  }

  async archive(id: string): Promise<Buffer | undefined> {
    const row = await this.#db.selectFrom("site_builds").select("archive").where("id", "=", id).executeTakeFirst();
    return row ? Buffer.from(row.archive) : undefined;
  }

  /** Stores a build and makes it live, in one transaction; drops all but the newest `keep`. */
  async publish(record: StoredBuild, archive: Buffer, deployed: string, keep: number): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto("site_builds")
        .values({
          id: record.id,
          at: record.at,
          by: record.by,
          git_commit: record.commit ?? null,
          size: archive.length,
          archive,
        })
        .execute();
      await this.#setLive(trx, record.id, deployed);
      const kept = await trx.selectFrom("site_builds").select("id").orderBy("id", "desc").limit(keep).execute();
      await trx
        .deleteFrom("site_builds")
        .where(
          "id",
          "not in",
          kept.map((row) => row.id),
        )
        .execute();
    });
  }

  /** Makes a stored build (or "deployed") live on every instance. */
  async setLive(build: string, deployed: string): Promise<void> {
    await this.#db.transaction().execute((trx) => this.#setLive(trx, build, deployed));
  }

  async #setLive(trx: Db, build: string, deployed: string) {
    const changed_at = new Date().toISOString();
    await trx
      .insertInto("site_live")
      .values({ name: "site", build, deployed, changed_at })
      .onConflict((conflict) => conflict.column("name").doUpdateSet({ build, deployed, changed_at }))
      .execute();
    // Delivered when the transaction commits, to every instance listening on this database.
    await sql`select pg_notify(${CHANNEL}, ${build})`.execute(trx);
  }

  /**
   * Takes the publish lock for this instance; when another holds it, leaves it and returns who
   * started that publish.
   */
  async lock(by: string, startedAt: string): Promise<{ by: string } | undefined> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const taken = await this.#db
        .insertInto("site_publish_lock")
        .values({ name: "publish", holder: this.holder, by, started_at: startedAt })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .executeTakeFirst();
      if (Number(taken.numInsertedOrUpdatedRows ?? 0) > 0) return undefined;
      const held = await this.held();
      if (!held) continue;
      if (Date.now() - Date.parse(held.started_at) < STALE_LOCK_MS) return { by: held.by };
      await this.#db
        .deleteFrom("site_publish_lock")
        .where("name", "=", "publish")
        .where("holder", "=", held.holder)
        .execute();
    }
    return { by: "another instance" };
  }

  async held() {
    return this.#db
      .selectFrom("site_publish_lock")
      .select(["holder", "by", "started_at"])
      .where("name", "=", "publish")
      .executeTakeFirst();
  }

  async unlock(): Promise<void> {
    await this.#db
      .deleteFrom("site_publish_lock")
      .where("name", "=", "publish")
      .where("holder", "=", this.holder)
      .execute();
  }

  /**
   * Calls `onChange` on each notification and every POLL_MS. Returns the function that stops
   * listening. A lost connection is logged and reopened by the next poll.
   */
  follow(onChange: () => void, log: (message: string) => void): () => Promise<void> {
    let client: pg.Client | undefined;
    let stopped = false;
    const connect = async () => {
      const next = new pg.Client({ connectionString: this.#url });
      next.on("notification", () => onChange());
      next.on("error", (error) => {
        log(`site_live notifications lost (${error.message}): polling until reconnected`);
        if (client === next) client = undefined;
        void next.end().catch(() => undefined);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANNEL}`);
        if (stopped) await next.end();
        else client = next;
      } catch (error) {
        log(`site_live notifications unavailable (${error instanceof Error ? error.message : String(error)})`);
        await next.end().catch(() => undefined);
      }
    };
    let connecting: Promise<void> | undefined;
    const reconnect = () => {
      connecting = connect().finally(() => {
        connecting = undefined;
      });
    };
    reconnect();
    const timer = setInterval(() => {
      onChange();
      if (!client && !stopped && !connecting) reconnect();
    }, POLL_MS);
    timer.unref();
    return async () => {
      stopped = true;
      clearInterval(timer);
      await connecting;
      await client?.end().catch(() => undefined);
    };
  }
}
