import { fieldOf, fieldProps, typedFields, type FormDeclaration } from "../../../common/forms/declare";
import type { FieldErrors } from "../../../common/forms/fields";
import { Field } from "../ui/field";

/**
 * One field of a form, as its declaration (common/forms) says: label, name, input, autocomplete,
 * hint, a select's options, a textarea's height.
 */
export function DeclaredField({
  form,
  name,
  error,
  className,
  autoFocusHere,
}: {
  form: FormDeclaration;
  name: string;
  error?: string;
  className?: string;
  /** The field a dialog focuses when it opens. */
  autoFocusHere?: boolean;
}) {
  const field = fieldOf(form, name);
  const shared = { ...fieldProps(form, name), error, className, ...(autoFocusHere ? { "data-autofocus": "" } : {}) };
  if (field.input === "textarea") return <Field as="textarea" rows={field.layout?.rows} {...shared} />;
  if (field.input === "select") {
    return (
      <Field as="select" defaultValue="" {...shared}>
        <option value="">{field.layout?.placeholder ?? ""}</option>
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Field>
    );
  }
  return <Field {...shared} />;
}

/** Every field the visitor types, in declared order; `wide` is the class of a field that takes a whole row. */
export function DeclaredFields({
  form,
  errors,
  wide,
  autoFocusFirst,
}: {
  form: FormDeclaration;
  errors: FieldErrors;
  wide?: string;
  autoFocusFirst?: boolean;
}) {
  return typedFields(form).map((field, index) => (
    <DeclaredField
      key={field.name}
      form={form}
      name={field.name}
      error={errors[field.name]}
      className={field.layout?.half ? undefined : wide}
      autoFocusHere={autoFocusFirst && index === 0}
    />
  ));
}
