/// <reference types="astro/client" />

/** PUBLIC_ORIGIN at build time (vite.config.ts), e.g. "https://www.example.com". */
declare const __PUBLIC_ORIGIN__: string;
/** ANALYTICS at build (astro.config.ts): false leaves the counting code out of every page. */
declare const __ANALYTICS__: boolean;
