import { z } from "zod";

// The environment, parsed once at start (DESIGN §3). Every variable is optional.
const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: readonly string[], example: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

const positiveInt = z.coerce
  .number({ message: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be at least 1");

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be between 0 and 65535")
    .max(65535, "must be between 0 and 65535")
    .default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .default("file:./data/site.db")
    .refine((value) => /^(file:.+|postgres(ql)?:\/\/.+)$/.test(value), {
      message: "must be file:<path> (SQLite) or postgres://user@host:port/db",
    }),
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "smtp://user:pass@mail.example.com:587"),
  MAIL_FROM: optionalString,
  NOTIFY_TO: optionalString.pipe(z.email({ message: "must be an e-mail address" }).optional()),
  PUBLIC_ORIGIN: urlWithProtocols(["http:", "https:"], "https://www.example.com").transform((value) =>
    value === undefined ? undefined : new URL(value).origin,
  ),
  REDIS_URL: urlWithProtocols(["redis:", "rediss:"], "redis://127.0.0.1:6379"),
  TRUST_PROXY: optionalString.transform((value, ctx) => {
    if (value === undefined || value === "false") return false;
    if (value === "true") return true;
    if (/^\d+$/.test(value)) return Number(value);
    if (/^[0-9a-fA-F.:/,\s]+$/.test(value)) return value.split(",").map((part) => part.trim());
    ctx.addIssue({ code: "custom", message: "must be true, false, a hop count or a list of proxy addresses" });
    return z.NEVER;
  }),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  // Per client address and per form (DESIGN §4); the benchmark lifts them.
  RATE_LIMIT_PER_MINUTE: positiveInt.default(5),
  RATE_LIMIT_PER_DAY: positiveInt.default(50),
  // How long submissions are kept before `npm run submissions -- purge` deletes them (24 months).
  RETENTION_DAYS: positiveInt.default(730),
  // The firm's name in e-mails (the same variable the site reads at build time).
  VITE_SITE_NAME: z.string().trim().min(1).default("Example Consulting"),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  return result.data;
}
