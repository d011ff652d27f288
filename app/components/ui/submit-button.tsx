import { useNavigation } from "react-router";
import { Button } from "./button.tsx";

/**
 * A form's main button; disabled and relabelled while its own form is being submitted. With
 * `intent`, only a submission carrying that intent counts (a page with two forms). A fetcher
 * form passes `pending` itself.
 */
export function SubmitButton(props: {
  label: string;
  pendingLabel: string;
  intent?: string | undefined;
  pending?: boolean | undefined;
  /** Not yet possible to send (nothing to send yet): disabled, keeping its own label. */
  disabled?: boolean | undefined;
}) {
  const navigation = useNavigation();
  const submitting =
    props.pending ??
    (navigation.state === "submitting" &&
      (props.intent === undefined || navigation.formData?.get("intent") === props.intent));
  return (
    <Button
      type="submit"
      name={props.intent ? "intent" : undefined}
      value={props.intent}
      fullWidth
      pending={submitting}
      disabled={props.disabled}
      pendingLabel={props.pendingLabel}
    >
      {props.label}
    </Button>
  );
}
