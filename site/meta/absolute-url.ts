import { DEFAULT_PUBLIC_ORIGIN } from "../../common/public-origin";

/** PUBLIC_ORIGIN at build time; outside Vite (unit tests) the constant does not exist. */
export const publicOrigin = typeof __PUBLIC_ORIGIN__ === "string" ? __PUBLIC_ORIGIN__ : DEFAULT_PUBLIC_ORIGIN;

export const absoluteUrl = (path: string) => new URL(path, publicOrigin).toString();
