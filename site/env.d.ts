/// <reference types="astro/client" />

/** PUBLIC_ORIGIN at build time (vite.config.ts), e.g. "https://www.example.com". */
declare const __PUBLIC_ORIGIN__: string;
