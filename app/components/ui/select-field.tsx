import { useId, type ChangeEvent } from "react";
import { FieldError, FieldHint } from "./field-messages.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled <select>, styled like FormField's inputs: the shop's sort, a ring size, a
 * delivery country. Uncontrolled with `defaultValue`, controlled with `value` and `onChange`.
 */
export function SelectField(props: {
  name: string;
  label: string;
  options: readonly SelectOption[];
  defaultValue?: string | undefined;
  value?: string | undefined;
  onChange?: ((event: ChangeEvent<HTMLSelectElement>) => void) | undefined;
  /** Guidance read out with the field, e.g. that the shop measures a ring size at pickup. */
  hint?: string | undefined;
  autoComplete?: string | undefined;
  /**
   * Read out but not shown, where the place says what the select is (a status in a table's
   * Status column); the label still names it for screen readers and voice control.
   */
  hideLabel?: boolean | undefined;
  /** While what it chose is being saved. */
  disabled?: boolean | undefined;
  /** Ids of messages about the choice (e.g. that saving it failed), read out with it. */
  describedBy?: string | undefined;
  /** A translated message under the select, which is marked invalid (as FormField's). */
  error?: string | undefined;
  /** Layout only: the select's width (full width unless told). */
  className?: string | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [
    props.hint ? hintId : null,
    props.describedBy ?? null,
    props.error ? errorId : null,
  ].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className={props.hideLabel ? "sr-only" : "block font-medium"}>
        {props.label}
      </label>
      <FieldHint id={hintId} hint={props.hint} />
      <select
        id={id}
        name={props.name}
        defaultValue={props.defaultValue}
        value={props.value}
        onChange={props.onChange}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
        aria-invalid={props.error ? true : undefined}
        className={`${props.hideLabel ? "" : "mt-1 "}block rounded border ${props.error ? "border-red-700" : "border-ink/30"} bg-white px-3 py-2 ${props.className ?? "w-full"}`}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
