import { useId, type ReactNode } from "react";
import { FieldError } from "./field-messages.tsx";

/**
 * Fields that answer one question together (a ring's carats, a piece's pictures): a fieldset
 * named by its legend, with a hint and the group's error read out with it. `name` lets a form's
 * answer move focus to the group when the error is the group's (useFormAnswer).
 */
export function FieldGroup(props: {
  name: string;
  legend: string;
  hint: string;
  error: string | undefined;
  /** Disables (and leaves out of the form) every field inside. */
  disabled?: boolean | undefined;
  children: ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset
      name={props.name}
      tabIndex={-1}
      disabled={props.disabled}
      aria-describedby={props.error ? `${hintId} ${errorId}` : hintId}
      className="rounded border border-ink/20 p-4 disabled:opacity-60"
    >
      <legend className="px-1 font-medium">{props.legend}</legend>
      <p id={hintId} className="text-sm text-ink/70">
        {props.hint}
      </p>
      <FieldError id={errorId} error={props.error} />
      {props.children}
    </fieldset>
  );
}
