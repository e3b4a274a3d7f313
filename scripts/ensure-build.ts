// `npm start` builds first when there is no build (the site or the compiled server).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("build/client/index.html") || !existsSync("build/server/main.js")) {
  console.log("No build found: building the site first.");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
