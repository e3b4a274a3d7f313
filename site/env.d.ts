/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_NAME?: string;
  readonly VITE_SITE_TAGLINE?: string;
  readonly VITE_SITE_EMAIL?: string;
  readonly VITE_SITE_PHONE?: string;
  readonly VITE_SITE_PHONE_DISPLAY?: string;
  readonly VITE_SITE_WHATSAPP?: string;
  readonly VITE_SITE_MESSAGING?: string;
  readonly VITE_SITE_SCHEDULING_URL?: string;
  readonly VITE_SITE_CONSULTATION_MINUTES?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
  readonly VITE_SOCIAL_X?: string;
  readonly VITE_FOUNDER_1_NAME?: string;
  readonly VITE_FOUNDER_2_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** PUBLIC_ORIGIN at build time (vite.config.ts), e.g. "https://www.example.com". */
declare const __PUBLIC_ORIGIN__: string;
