import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { serviceCatalog } from "./content/service-catalog";

// One line per URL of the site. Every path without a
// parameter is prerendered; react-router.config.ts adds the assessment pages.
export default [
  index("pages/home/route.tsx"),
  route("about", "pages/about/route.tsx"),
  route("services", "pages/services/route.tsx"),
  route("case-studies", "pages/case-studies/route.tsx"),
  route("contact", "pages/contact/route.tsx"),
  route("book-consultation", "pages/book-consultation/route.tsx"),
  // One page per service in the catalog, all rendered by the same module.
  ...serviceCatalog.map((service) => route(service.slug, "routes/service.tsx", { id: `service-${service.slug}` })),
  route("founders", "pages/founders/route.tsx"),
  route("assessment/:service", "routes/assessment.tsx"),
  route("privacy-policy", "pages/privacy-policy/route.tsx"),
  route("terms", "pages/terms/route.tsx"),
  route("message-sent", "pages/message-sent/route.tsx"),
  route("request-received", "pages/request-received/route.tsx"),
  route("subscribe/check-inbox", "pages/subscribe/check-inbox/route.tsx"),
  route("subscribe/confirmed", "pages/subscribe/confirmed/route.tsx"),
  route("subscribe/unsubscribed", "pages/subscribe/unsubscribed/route.tsx"),
  route("subscribe/link-invalid", "pages/subscribe/link-invalid/route.tsx"),
  route("subscribe/confirm", "pages/subscribe/confirm/route.tsx"),
  route("subscribe/unsubscribe", "pages/subscribe/unsubscribe/route.tsx"),
  route("form-error", "pages/form-error/route.tsx"),
  route("*", "pages/not-found/route.tsx"),
] satisfies RouteConfig;
