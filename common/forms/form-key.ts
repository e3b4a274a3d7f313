import { z } from "zod";
import { FORM_KEYS, isFormKey, type FormKey } from "./registry";

// A form's key, checked against the registry when a value is parsed (not copied from it when a
// module is loaded): a form registered later (a test's fixture form) is accepted too.

const unknownForm = () => `form must be one of ${FORM_KEYS.join(", ")}.`;

export const formKeySchema = () => z.custom<FormKey>(isFormKey, { error: unknownForm });

/** A form's key, or "" for none. */
export const optionalFormKeySchema = () =>
  z.string().refine((value) => value === "" || isFormKey(value), { error: unknownForm });
