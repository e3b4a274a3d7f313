import { CircleAlert } from "lucide-react";
import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

interface FieldBase {
  label: string;
  name: string;
  /** The error under the field; sets aria-invalid and joins aria-describedby. */
  error?: string;
  /** Help text under the label, also read with the field. */
  hint?: string;
  className?: string;
}

type InputFieldProps = FieldBase & { as?: "input" } & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;
type TextareaFieldProps = FieldBase & { as: "textarea" } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "className"
  >;
type SelectFieldProps = FieldBase & { as: "select" } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "name" | "className"
  >;

export type FieldProps = InputFieldProps | TextareaFieldProps | SelectFieldProps;

const controlBase =
  "block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-slate-100";
const controlOk = "border-slate-400 focus-visible:border-brand-600 focus-visible:outline-brand-600";
const controlError = "border-red-600 focus-visible:outline-red-600";

/** A labelled form control with its hint and error text wired for assistive technology. */
export function Field(props: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { label, error, hint, className = "" } = props;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: `${controlBase} ${error ? controlError : controlOk}`,
  } as const;

  let control;
  if (props.as === "textarea") {
    const { as: _as, label: _l, error: _e, hint: _h, className: _c, ...rest } = props;
    control = <textarea rows={5} {...rest} {...shared} />;
  } else if (props.as === "select") {
    const { as: _as, label: _l, error: _e, hint: _h, className: _c, ...rest } = props;
    control = <select {...rest} {...shared} />;
  } else {
    const { as: _as, label: _l, error: _e, hint: _h, className: _c, ...rest } = props;
    control = <input type="text" {...rest} {...shared} />;
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {label}
        {props.required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-slate-600">(optional)</span>
        )}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{control}</div>
      {error ? (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
