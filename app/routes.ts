import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { serviceCatalog } from "./content/service-catalog";

// One line per URL of the spec's route table (spec §2). Every path without a
// parameter is prerendered; react-router.config.ts adds the assessment pages.
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book-consultation", "routes/book-consultation.tsx"),
  // One page per service in the catalog, all rendered by the same module.
  ...serviceCatalog.map((service) => route(service.slug, "routes/service.tsx", { id: `service-${service.slug}` })),
  route("founders", "routes/founders.tsx"),
  route("assessment/:service", "routes/assessment.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("message-sent", "routes/outcome-message-sent.tsx"),
  route("request-received", "routes/outcome-request-received.tsx"),
  route("subscribe/check-inbox", "routes/outcome-subscribe-check-inbox.tsx"),
  route("subscribe/confirmed", "routes/outcome-subscribe-confirmed.tsx"),
  route("subscribe/unsubscribed", "routes/outcome-subscribe-unsubscribed.tsx"),
  route("subscribe/link-invalid", "routes/outcome-subscribe-link-invalid.tsx"),
  route("subscribe/confirm", "routes/subscribe-confirm.tsx"),
  route("subscribe/unsubscribe", "routes/subscribe-unsubscribe.tsx"),
  route("form-error", "routes/outcome-form-error.tsx"),
  // The firm's inbox: one entry, its screens routed inside app/admin (never prerendered).
  route("admin/*", "admin/admin-app.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
