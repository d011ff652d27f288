import { useId } from "react";
import { FieldError, FieldHint } from "./field-messages.tsx";

interface FormFieldProps {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "password" | "search" | "file" | "date" | "time";
  required?: boolean;
  /** Shown after the label of an optional field, e.g. "(optional)". */
  optionalLabel?: string;
  multiline?: boolean;
  autoComplete?: string;
  /** The on-screen keyboard for a text field: "decimal" for amounts, "numeric" for whole numbers. */
  inputMode?: "decimal" | "numeric";
  minLength?: number;
  maxLength?: number;
  /** A date field's first and last day (YYYY-MM-DD). */
  min?: string;
  max?: string;
  defaultValue?: string | undefined;
  /** A file input's: the types a picker offers, and whether it takes several files. */
  accept?: string;
  multiple?: boolean;
  /** Guidance read out with the field, e.g. a password's minimum length. */
  hint?: string;
  /** A translated message; the field is marked invalid and the message read out with it. */
  error?: string | undefined;
}

/** A labelled input or textarea; required fields carry the asterisk of docs/product.md §5. */
export function FormField(props: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean);
  const shared = {
    id,
    name: props.name,
    required: props.required,
    minLength: props.minLength,
    maxLength: props.maxLength,
    min: props.min,
    max: props.max,
    defaultValue: props.defaultValue,
    autoComplete: props.autoComplete,
    inputMode: props.inputMode,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
    className: `mt-1 block w-full rounded border px-3 py-2 ${
      props.error ? "border-red-700" : "border-ink/30"
    } focus:border-ink`,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {props.label}
        {props.required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
        {props.optionalLabel ? (
          <span className="font-normal text-ink/70"> ({props.optionalLabel})</span>
        ) : null}
      </label>
      <FieldHint id={hintId} hint={props.hint} />
      {props.multiline ? (
        <textarea rows={5} {...shared} />
      ) : (
        <input
          type={props.type ?? "text"}
          accept={props.accept}
          multiple={props.multiple}
          {...shared}
        />
      )}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
