import { forwardRef } from "react";
import { Alert } from "./alert.tsx";
import { SubmitButton } from "./submit-button.tsx";

export interface FormFooterProps {
  /** The answer's message; success is announced politely, a failure at once. */
  message: string | null;
  succeeded?: boolean | undefined;
  label: string;
  pendingLabel: string;
  intent?: string | undefined;
  /** For a fetcher form, which React Router's navigation state does not see. */
  pending?: boolean | undefined;
  disabled?: boolean | undefined;
}

/**
 * The end of every form: the message above the button (docs/product.md §8) and the button itself.
 * The ref is the message's, so the form hook can move focus to it after an answer.
 */
export const FormFooter = forwardRef<HTMLParagraphElement, FormFooterProps>(
  function FormFooter(props, ref) {
    return (
      <>
        <Alert ref={ref} tone={props.succeeded ? "success" : "error"}>
          {props.message}
        </Alert>
        <SubmitButton
          label={props.label}
          pendingLabel={props.pendingLabel}
          intent={props.intent}
          pending={props.pending}
          disabled={props.disabled}
        />
      </>
    );
  },
);
