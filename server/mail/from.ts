import type { Config } from "../config";

/** MAIL_FROM, or "<site name> <no-reply@<public host>>" when it is not set. */
export function defaultMailFrom(config: Pick<Config, "MAIL_FROM" | "PUBLIC_ORIGIN" | "siteName">): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN).hostname : "localhost";
  return `"${config.siteName.replace(/["\\\r\n]/g, "")}" <no-reply@${host}>`;
}
