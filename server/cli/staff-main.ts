import { createInterface } from "node:readline";
import { runStaffCli } from "./staff-cli";

// Entry of `npm run -s staff -- …` (see staff-cli.ts).
const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
process.exitCode = await runStaffCli(process.argv.slice(2), {
  env: process.env,
  async readLine(prompt) {
    if (process.stdin.isTTY) process.stderr.write(prompt);
    const next = await lines.next();
    return next.done ? undefined : String(next.value);
  },
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.stdin.destroy();
