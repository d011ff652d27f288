import { useNavigation } from "react-router";

/** A form's main button; disabled and relabelled while its own form is being submitted. */
export function SubmitButton(props: { label: string; pendingLabel: string; intent?: string }) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    (props.intent === undefined || navigation.formData?.get("intent") === props.intent);
  return (
    <button
      type="submit"
      name={props.intent ? "intent" : undefined}
      value={props.intent}
      disabled={submitting}
      className="w-full rounded bg-ink px-4 py-3 font-semibold text-white hover:bg-ink/90 disabled:cursor-wait disabled:opacity-70"
    >
      {submitting ? props.pendingLabel : props.label}
    </button>
  );
}
