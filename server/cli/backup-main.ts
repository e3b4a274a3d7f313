import { runBackupCli } from "./backup";

// Entry of `npm run backup -- …` (see backup.ts).
process.exitCode = await runBackupCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
