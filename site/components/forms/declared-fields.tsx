import { fieldOf, fieldProps, typedFields, type FormDeclaration } from "../../../common/forms/declare";
import type { FieldErrors } from "../../../common/forms/fields";
import { Field } from "../ui/field";

/** Each list of services the forms offer (common/content/service-offer.ts), as the page passes it. */
type Offered = Partial<Record<NonNullable<FormDeclaration["fields"][number]["offered"]>, readonly string[]>>;

/**
 * One field of a form, as its declaration (common/forms) says: label, name, input, autocomplete,
 * hint, a select's options (for a service the forms offer, the page's list), a textarea's height.
 */
export function DeclaredField({
  form,
  name,
  error,
  className,
  autoFocusHere,
  offered,
}: {
  form: FormDeclaration;
  name: string;
  error?: string;
  className?: string;
  /** The field a dialog focuses when it opens. */
  autoFocusHere?: boolean;
  /** The services the build's forms offer, for a field declared `offered`. */
  offered?: Offered;
}) {
  const field = fieldOf(form, name);
  const options = field.offered ? (offered?.[field.offered] ?? []) : (field.options ?? []);
  const shared = { ...fieldProps(form, name), error, className, ...(autoFocusHere ? { "data-autofocus": "" } : {}) };
  if (field.input === "textarea") return <Field as="textarea" rows={field.layout?.rows} {...shared} />;
  if (field.input === "select") {
    return (
      <Field as="select" defaultValue="" {...shared}>
        <option value="">{field.layout?.placeholder ?? ""}</option>
        {options.map((option) => (
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
  offered,
}: {
  form: FormDeclaration;
  errors: FieldErrors;
  wide?: string;
  autoFocusFirst?: boolean;
  offered?: Offered;
}) {
  return typedFields(form).map((field, index) => (
    <DeclaredField
      key={field.name}
      form={form}
      name={field.name}
      error={errors[field.name]}
      className={field.layout?.half ? undefined : wide}
      autoFocusHere={autoFocusFirst && index === 0}
      offered={offered}
    />
  ));
}
