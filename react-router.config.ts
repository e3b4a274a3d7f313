import type { Config } from "@react-router/dev/config";
import { ASSESSMENT_SERVICES } from "./common/catalog";

export default {
  // Every page is static marketing content: prerender it all, hydrate in the browser.
  ssr: false,
  prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      // Decoded: React Router matches the prerender list against decoded paths.
      ...ASSESSMENT_SERVICES.map((service) => `/assessment/${service}`),
      // Rendered by the splat route; the server sends it with status 404 for unknown paths.
      "/404",
    ];
  },
} satisfies Config;
