import { useCallback, useState } from "react";
import type { FieldErrors } from "../../../common/forms/fields";
import { focusFirstInvalid } from "./form-values";

/**
 * A form's field errors: `show` puts them under their fields and focuses the first invalid
 * one (in `order`); `clear` removes one field's error when it is edited; `reset` all of them.
 */
export function useFieldErrors(order: readonly string[]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const show = useCallback(
    (form: HTMLFormElement | null, invalid: FieldErrors) => {
      setErrors(invalid);
      focusFirstInvalid(form, order, invalid);
    },
    [order],
  );
  const clear = useCallback((name: string) => {
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);
  const reset = useCallback(() => setErrors({}), []);
  return { errors, show, clear, reset };
}
