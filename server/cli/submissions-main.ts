import { runSubmissionsCli } from "./submissions";

// Entry of `npm run submissions -- …` (see submissions.ts).
process.exitCode = await runSubmissionsCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  terminal: process.stdout.isTTY,
  stderr: (text) => process.stderr.write(text),
});
