// Builders for the calls to action the service pages share (booking, assessment, contact).

import { assessmentPath, type AssessmentService } from "../../../common/catalog";
import { site, telHref } from "../site";
import type { Action } from "./types";

/** A button to /assessment/{service}, URL-encoded. */
export function assessment(label: string, service: AssessmentService): Action {
  return { label, href: assessmentPath(service), kind: "internal" };
}

/** The external scheduling page, opened in a new tab. */
export function booking(label: string): Action {
  return { label, href: site.schedulingUrl, kind: "external" };
}

/** A tel: link to the firm's phone number. */
export function phone(label = `Call ${site.phoneDisplay}`): Action {
  return { label, href: telHref, kind: "phone" };
}

/** A link to a section of the same page. */
export function anchor(label: string, id: string): Action {
  return { label, href: `#${id}`, kind: "anchor" };
}

export function internal(label: string, to: `/${string}`): Action {
  return { label, href: to, kind: "internal" };
}
