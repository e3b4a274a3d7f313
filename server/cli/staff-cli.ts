import { userInfo } from "node:os";
import { isRole, ROLES, type Role } from "../../common/roles";
import { loadConfig, type Config } from "../config";
import { migrateToLatest, openDatabase } from "../db/index";
import { audit, type AuditAction } from "../inbox/audit";
import { passwordProblem } from "../accounts/passwords";
import { addStaff, isEmail, listStaff, normaliseEmail, removeStaff, resetStaffPassword } from "../accounts/staff";

// `npm run -s staff -- add EMAIL [--role owner|editor|consultant] | list | remove EMAIL |
// reset-password EMAIL`: for the first owner and for recovery (an owner manages the other
// accounts in the inbox). The password comes from standard input, a second line repeats it.

const USAGE = `Usage:
  npm run -s staff -- add EMAIL [--role owner|editor|consultant]
                                             (password on standard input, then the same again on a second line;
                                              the role is owner unless given)
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

/** How long the command waits for a SQLite database another process (the server) is writing. */
export const LOCK_WAIT_MS = 15_000;
const RETRY_EVERY_MS = 50;

/** SQLite's "database is locked" (SQLITE_BUSY and its extended codes), or an error it caused (a migration's). */
const isLocked = (error: unknown): boolean =>
  error instanceof Error &&
  (("errcode" in error && typeof error.errcode === "number" && (error.errcode & 0xff) === 5) || isLocked(error.cause));

class StillLocked extends Error {}

/** Runs the command; returns the exit code. */
export async function runStaffCli(
  argv: string[],
  io: StaffCliIo,
  { lockWaitMs = LOCK_WAIT_MS }: { lockWaitMs?: number } = {},
): Promise<number> {
  const fail = (message: string, code = 2) => {
    io.stderr(`${message}\n${code === 2 ? `\n${USAGE}\n` : ""}`);
    return code;
  };
  const args = [...argv];
  let role: Role = "owner";
  const roleAt = args.findIndex((arg) => arg === "--role" || arg.startsWith("--role="));
  if (roleAt >= 0) {
    const value = args[roleAt]!.includes("=") ? args[roleAt]!.slice("--role=".length) : args[roleAt + 1];
    args.splice(roleAt, args[roleAt]!.includes("=") ? 1 : 2);
    if (!isRole(value)) return fail(`--role is one of ${ROLES.join(", ")}.`);
    if (args[0] !== "add") return fail("--role goes with add only.");
    role = value;
  }
  const [command, email, ...rest] = args;
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
  // SQLite: no blocking wait inside a statement (a transaction that read first could not wait
  // anyway: SQLite refuses its write at once); each step is tried again while the server holds
  // the lock, for lockWaitMs in all, saying once that it waits.
  const database = openDatabase(config.DATABASE_URL, { busyTimeoutMs: 0 });
  const deadline = Date.now() + lockWaitMs;
  let told = false;
  async function whileLocked<T>(step: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await step();
      } catch (error) {
        if (!isLocked(error)) throw error;
        if (Date.now() >= deadline) throw new StillLocked();
        if (!told) io.stderr(`The database is busy (the server is writing); waiting up to ${lockWaitMs / 1000} s…\n`);
        told = true;
        await new Promise((resolve) => setTimeout(resolve, RETRY_EVERY_MS));
      }
    }
  }
  try {
    await whileLocked(() => migrateToLatest(database.db));
    const address = normaliseEmail(email ?? "");
    const db = database.db;
    // What the command did, in the audit log like every staff action (who ran it: the OS user).
    const record = (action: AuditAction, outcome: string) =>
      whileLocked(() =>
        audit(db, {
          actor: `command line (${userInfo().username})`,
          action,
          detail: command === "list" ? { outcome } : { email: address, outcome },
        }),
      );
    switch (command) {
      case "add":
        if ((await whileLocked(() => addStaff(db, address, password!, role))) === "exists") {
          await record("staff-add", "exists");
          return fail(`${address} already has an account (reset-password gives it a new password).`, 1);
        }
        await record("staff-add", `added (${role})`);
        io.stdout(`Added ${address} (${role}): they can sign in at /admin.\n`);
        return 0;
      case "list": {
        const staff = await whileLocked(() => listStaff(db));
        await record("staff-list", `${staff.length} accounts`);
        io.stdout(
          staff.length === 0
            ? "No staff accounts.\n"
            : staff.map((s) => `${s.email}\tsince ${s.createdAt}\t${s.role}\n`).join(""),
        );
        return 0;
      }
      case "remove":
        if (!(await whileLocked(() => removeStaff(db, address)))) {
          await record("staff-remove", "no account");
          return fail(`No account for ${address}.`, 1);
        }
        await record("staff-remove", "removed");
        io.stdout(`Removed ${address} and signed them out.\n`);
        return 0;
      default:
        if (!(await whileLocked(() => resetStaffPassword(db, address, password!)))) {
          await record("staff-reset-password", "no account");
          return fail(`No account for ${address}.`, 1);
        }
        await record("staff-reset-password", "reset");
        io.stdout(`New password set for ${address}; their sessions have ended.\n`);
        return 0;
    }
  } catch (error) {
    if (!(error instanceof StillLocked)) throw error;
    return fail(
      `The database stayed busy for ${lockWaitMs / 1000} s (the server is writing); run the command again in a moment.`,
      1,
    );
  } finally {
    await database.close();
  }
}
