/**
 * The shared zod schemas (common/forms), loaded on first use: zod is most of a form's weight,
 * so it stays out of the pages' initial JavaScript. Forms start the load when a field gets
 * focus, so it is there by the time they submit.
 */
export const loadFormSchemas = () => import("../../common/forms/index");
