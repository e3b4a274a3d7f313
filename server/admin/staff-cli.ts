import { loadConfig, type Config } from "../config";
import { migrateToLatest, openDatabase } from "../db/index";
import { passwordProblem } from "./passwords";
import { addStaff, isEmail, listStaff, normaliseEmail, removeStaff, resetStaffPassword } from "./staff";

// `npm run -s staff -- add EMAIL | list | remove EMAIL | reset-password EMAIL`.
// The password comes from standard input, a second line repeats it.

const USAGE = `Usage:
  npm run -s staff -- add EMAIL              (password on standard input, then the same again on a second line)
  npm run -s staff -- list
  npm run -s staff -- remove EMAIL
  npm run -s staff -- reset-password EMAIL   (new password on standard input, twice; signs the account out everywhere)`;

export interface StaffCliIo {
  env: NodeJS.ProcessEnv;
  /** Reads one line of standard input (without its line break); undefined at the end. */
  readLine: (prompt: string) => Promise<string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** Runs the command; returns the exit code. */
export async function runStaffCli(argv: string[], io: StaffCliIo): Promise<number> {
  const fail = (message: string, code = 2) => {
    io.stderr(`${message}\n${code === 2 ? `\n${USAGE}\n` : ""}`);
    return code;
  };
  const [command, email, ...rest] = argv;
  if (!command || command === "--help" || command === "-h")
    return fail(command ? "" : "Name a command: add, list, remove or reset-password.");
  if (!["add", "list", "remove", "reset-password"].includes(command)) return fail(`Unknown command "${command}".`);
  if (command === "list" ? email !== undefined : email === undefined || rest.length > 0) {
    return fail(command === "list" ? "list takes no arguments." : `${command} takes one e-mail address.`);
  }
  if (email !== undefined && !isEmail(normaliseEmail(email))) return fail(`"${email}" is not an e-mail address.`);

  let password: string | undefined;
  if (command === "add" || command === "reset-password") {
    const first = await io.readLine("Password (at least 12 characters): ");
    const second = await io.readLine("The same password again: ");
    if (first === undefined || second === undefined)
      return fail("Give the password on standard input, twice (two lines).", 1);
    if (first !== second) return fail("The two passwords differ: nothing changed.", 1);
    const problem = passwordProblem(first);
    if (problem) return fail(`${problem} Nothing changed.`, 1);
    password = first;
  }

  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error), 1);
  }
  const database = openDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(database.db);
    const address = normaliseEmail(email ?? "");
    switch (command) {
      case "add":
        if ((await addStaff(database.db, address, password!)) === "exists") {
          return fail(`${address} already has an account (reset-password gives it a new password).`, 1);
        }
        io.stdout(`Added ${address}: they can sign in at /admin.\n`);
        return 0;
      case "list": {
        const staff = await listStaff(database.db);
        io.stdout(
          staff.length === 0 ? "No staff accounts.\n" : staff.map((s) => `${s.email}\tsince ${s.createdAt}\n`).join(""),
        );
        return 0;
      }
      case "remove":
        if (!(await removeStaff(database.db, address))) return fail(`No account for ${address}.`, 1);
        io.stdout(`Removed ${address} and signed them out.\n`);
        return 0;
      default:
        if (!(await resetStaffPassword(database.db, address, password!))) return fail(`No account for ${address}.`, 1);
        io.stdout(`New password set for ${address}; their sessions have ended.\n`);
        return 0;
    }
  } finally {
    await database.close();
  }
}
