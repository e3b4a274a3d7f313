import type { z } from "zod";
import type { service } from "./schemas/service";

// Which services the forms offer, from the services' content (each file's `forms`): the request
// dialog's list, in order, under the names it shows; the assessments, each a page at
// /assessment/<name>. The build renders them (site/pages/services.astro, assessment/[service].astro)
// and writes them beside the build (SERVICES_FILE); the server reads that file with the live build
// (server/publishing/live-site.ts) and accepts a form post naming exactly these, so a publish that
// adds a service makes it requestable at the moment its pages go live.

/** Beside each build (build/services.json, builds/<id>/services.json), written by site/integration.ts. */
export const SERVICES_FILE = "services.json";

export interface ServiceOffer {
  /** The service request dialog's options, in their order. */
  request: string[];
  /** The assessments' names: a page each, /assessment/<name>. */
  assessment: string[];
}

/** A service's file as the checks need it: its name (content/services/<id>.yaml) and content. */
export interface ServiceFile {
  id: string;
  data: Pick<z.output<typeof service>, "forms" | "hero" | "sections">;
}

export const fileOf = (id: string) => `content/services/${id}.yaml`;

export function assessmentPath(name: string): string {
  return `/assessment/${encodeURIComponent(name)}`;
}

/** What the forms offer, from every service's file. */
export function serviceOffer(files: readonly ServiceFile[]): ServiceOffer {
  const request = files
    .flatMap(({ data }) => (data.forms.request.offer === "offered" ? [data.forms.request] : []))
    .sort((a, b) => a.position - b.position)
    .map(({ name }) => name);
  const assessment = files
    .flatMap(({ data }) => (data.forms.assessment.offer === "offered" ? [data.forms.assessment.name] : []))
    .sort((a, b) => a.localeCompare(b));
  return { request, assessment };
}

/**
 * What one service's file cannot say because of another's, a sentence each naming the file and
 * the field: two services under one name (or at one place) in the dialog, two assessments of one
 * name, a button to an assessment no service offers (a removed or renamed one). The build refuses
 * the content with these (site/integration.ts), so "Publish" does and the live site stays.
 */
export function offerProblems(files: readonly ServiceFile[]): string[] {
  const problems: string[] = [];
  const sorted = [...files].sort((a, b) => a.id.localeCompare(b.id));
  const firstOf = new Map<string, string>();
  /** The first file that claimed `key`, or undefined (and `id` claims it). */
  const claim = (key: string, id: string) => {
    const first = firstOf.get(key);
    if (first === undefined) firstOf.set(key, id);
    return first;
  };
  for (const { id, data } of sorted) {
    const { request, assessment } = data.forms;
    if (request.offer === "offered") {
      const named = claim(`request name ${request.name.toLowerCase()}`, id);
      if (named)
        problems.push(
          `${fileOf(id)}: forms.request.name: "${request.name}" is already the name of ${fileOf(named)} in the service request dialog; give each service a name of its own.`,
        );
      const placed = claim(`request position ${request.position}`, id);
      if (placed)
        problems.push(
          `${fileOf(id)}: forms.request.position: ${request.position} is already the position of ${fileOf(placed)} in the service request dialog; give each service a place of its own.`,
        );
    }
    if (assessment.offer === "offered") {
      const named = claim(`assessment ${assessment.name.toLowerCase()}`, id);
      if (named)
        problems.push(
          `${fileOf(id)}: forms.assessment.name: "${assessment.name}" is already the assessment of ${fileOf(named)}; give each assessment a name of its own.`,
        );
    }
  }
  if (!files.some(({ data }) => data.forms.request.offer === "offered"))
    problems.push(
      `content/services/: no service is offered in the service request dialog (forms.request): offer at least one.`,
    );
  const assessments = new Set(serviceOffer(files).assessment);
  for (const { id, data } of sorted) {
    const buttons = [
      ...data.hero.actions.map((action, index) => ({ action, field: `hero.actions.${index}` })),
      ...data.sections.flatMap((section, at) =>
        section.kind === "cta"
          ? section.actions.map((action, index) => ({ action, field: `sections.${at}.actions.${index}` }))
          : [],
      ),
    ];
    for (const { action, field } of buttons)
      if (action.to === "assessment" && !assessments.has(action.service))
        problems.push(
          `${fileOf(id)}: ${field}.service: no service offers the assessment "${action.service}" (the live site may still link to it); name one a service offers in forms.assessment.`,
        );
  }
  return problems;
}
