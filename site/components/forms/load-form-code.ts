/**
 * The shared zod schemas (common/forms) and the code that sends a form, loaded on first use:
 * zod is most of a form's weight, so it stays out of the pages' initial JavaScript. Forms start
 * the load when a field gets focus, so both are there by the time they submit.
 */
export const loadFormSchemas = () => {
  void loadPostJson();
  return import("../../../common/forms/index");
};

/** The code that sends a form, loaded with the schemas (and at the latest on submit). */
export const loadPostJson = () => import("./post-json");
