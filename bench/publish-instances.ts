// Publishing on several instances (docs/operations.md, "Several instances"): from the moment a
// publish is live on the instance that built it to the moment the second instance serves it. Two
// publishers on one fresh PostgreSQL schema, each with its own builds and content folders, as two
// machines would have; the build step copies a real build (every page with its precompressed
// variants and assets) with a changed home page, so what is stored, fetched, unpacked and loaded is
// the size of the real site. `astro build` itself is left out (bench:publish measures it).
// Needs a build: `npm run build`, or the folder given. Usage: npm run bench:instances [-- RUNS [BUILD_DIR]]
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { migrateToLatest, openDatabase } from "../server/db/index";
import { BuildStore } from "../server/publishing/build-store";
import { Publisher } from "../server/publishing/publisher";
import { postgresSchema, writeBenchmarkSection } from "./lib";

const runs = Number(process.argv[2] ?? 10);
const source = resolve(process.argv[3] ?? "build");
if (!existsSync(join(source, "client", "index.html"))) {
  console.error(`No built site in ${source}/client: run "npm run build" first, or name a build folder.`);
  process.exit(1);
}
const schema = await postgresSchema("bench_instances");
if (!schema) process.exit(1);
const root = mkdtempSync(join(tmpdir(), "bench-instances-"));
const database = openDatabase(schema.url);
await migrateToLatest(database.db);

// The deploy both instances run: the source build (its client folder and the files beside it).
const deployed = join(root, "build");
mkdirSync(deployed);
for (const entry of readdirSync(source))
  if (!["admin", "editor", "server"].includes(entry))
    cpSync(join(source, entry), join(deployed, entry), { recursive: true });

let marker = "";
const instance = (name: string) => {
  const contentDir = join(root, name, "content");
  cpSync("content", contentDir, { recursive: true });
  return new Publisher({
    deployedDir: join(deployed, "client"),
    buildsDir: join(root, name, "sites"),
    contentDir,
    store: new BuildStore(database.db, schema.url),
    // A real build's files, its home page changed.
    build: (clientDir) => {
      for (const entry of readdirSync(deployed))
        cpSync(join(deployed, entry), join(dirname(clientDir), entry), { recursive: true });
      const index = join(clientDir, "index.html");
      writeFileSync(index, readFileSync(index, "utf8").replace("</h1>", ` ${marker}</h1>`));
      rmSync(`${index}.br`, { force: true });
      rmSync(`${index}.gz`, { force: true });
      return Promise.resolve();
    },
  });
};
const first = instance("first");
const second = instance("second");
await first.start();
await second.start();

const times: number[] = [];
let size = 0;
try {
  for (let run = 1; run <= runs; run++) {
    marker = `run ${run}`;
    await first.publish("bench@example.com");
    const status = await first.settled();
    const liveAt = performance.now();
    if (status.state !== "done")
      throw new Error(`run ${run} failed: ${"reason" in status ? status.reason : status.state}`);
    const id = first.live.current.id;
    while (second.live.current.id !== id) {
      if (performance.now() - liveAt > 10_000) throw new Error(`run ${run}: the second instance did not follow`);
      await new Promise((done) => setTimeout(done, 2));
    }
    const elapsed = performance.now() - liveAt;
    if (!second.live.current.pages.get("/")!.body.toString("utf8").includes(marker))
      throw new Error(`run ${run}: the second instance serves another page`);
    times.push(elapsed);
    console.log(`run ${run}: ${elapsed.toFixed(0)} ms`);
  }
  const row = await database.db
    .selectFrom("site_builds")
    .select((eb) => [eb.fn.max("size").as("size"), eb.fn.countAll().as("count")])
    .executeTakeFirstOrThrow();
  size = Number(row.size);
  console.log(`stored builds: ${String(row.count)}, each ${(size / 1024 / 1024).toFixed(1)} MB`);
} finally {
  await first.stop();
  await second.stop();
  await database.close();
  await schema.drop();
  rmSync(root, { recursive: true, force: true });
}

const sorted = [...times].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const pages = second.live.current.pages.size;
writeBenchmarkSection(
  "Publish to live on the second instance (npm run bench:instances)",
  `Two instances on one PostgreSQL (local, same machine), each with its own builds and content folders: from
the publish being live on the instance that built it to the second instance serving it. In between:
the notification (\`LISTEN/NOTIFY\`, with a read of the live row every 2 s as the fallback), the build
fetched from the database (${(size / 1024 / 1024).toFixed(1)} MB gzipped tar of ${pages} pages, their precompressed
variants and assets, and the content), unpacked, loaded whole into memory, the content folder
replaced, then swapped in. ${runs} runs on the development machine (2 cores, shared); the build step copies
a real build (\`astro build\` is in bench:publish).

| Median | Fastest | Slowest |
| --- | --- | --- |
| ${ms(sorted[Math.floor(sorted.length / 2)]!)} | ${ms(sorted[0]!)} | ${ms(sorted.at(-1)!)} |

The target is 5 s (server/publishing/instances.test.ts checks it on small builds).`,
);
