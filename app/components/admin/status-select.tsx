import { useId, useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useFailureMessage, type FailureTexts } from "#app/lib/failure-message.ts";
import type { FailureCode } from "#common/failures.ts";
import type { FormAnswer } from "#common/result.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";

/**
 * A table row's status, saved as soon as another is chosen (a fetcher post to the tab's action,
 * intent "status"), the select disabled while it is saved. The choice shows at once; a refusal
 * puts the stored status back and says so under it in the same commit. The orders and the
 * valuation requests tabs differ only in the props: the row's id field, the texts, and for
 * valuations a live region saying "Saving…"/"Saved" and a Save button without JavaScript.
 */
export function StatusSelect<S extends string, E extends FailureCode>(props: {
  /** The form field the tab's action reads the row's id from (names the row's fetcher too). */
  idField: string;
  /** The row: its id and its stored status. */
  row: { readonly id: string; readonly status: S };
  /** Names the select for screen readers and voice control (its label is not shown). */
  label: string;
  options: readonly { value: S; label: string }[];
  /** What a refusal says, per failure code (useFailureMessage's default for the others). */
  failureTexts: FailureTexts<E>;
  /** Said in a live region under the select while saving and once saved. */
  progress?: { saving: string; saved: string } | undefined;
  /**
   * Without JavaScript: a Save button, and the page action's answer to its post, whichever
   * row it was for (a refusal is shown under the row it names).
   */
  withoutScript?: { save: string; pageAnswer: FormAnswer<object, E> | undefined } | undefined;
  /** Layout only: the form's and the select's classes. */
  className?: string | undefined;
  selectClassName?: string | undefined;
}) {
  // Keyed, so a save's state and answer outlive the row's re-render when the page's data reloads.
  const fetcher = useFetcher<FormAnswer<object, E>>({
    key: `status-${props.idField}-${props.row.id}`,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const refocus = useRef(false);
  const messageId = useId();
  const saving = fetcher.state !== "idle";
  const chosen = fetcher.formData?.get("status");
  const pageAnswer = props.withoutScript?.pageAnswer;
  const ownPageAnswer =
    pageAnswer && !pageAnswer.ok && pageAnswer.values[props.idField] === props.row.id
      ? pageAnswer
      : undefined;
  // The answer is shown once the save is over, in the same commit that puts the stored status
  // back and enables the select: the fetcher holds the answer while the page's data reloads
  // after it ("loading", the choice still in formData), and the previous answer while a new
  // choice is saved; neither is the answer to what the select shows then.
  const answer = saving ? undefined : (fetcher.data ?? ownPageAnswer);
  const failure = useFailureMessage(answer && !answer.ok ? answer : undefined, props.failureTexts);
  const progress = saving ? props.progress?.saving : answer?.ok ? props.progress?.saved : null;
  // A live region is read out only when it is in the page before its text changes.
  const messages = props.progress !== undefined || failure !== null;

  // A disabled select loses the keyboard's focus; it gets it back once the save is over, in
  // the same commit that enables it again (a passive effect would leave a frame without focus),
  // unless the focus has gone elsewhere meanwhile.
  useLayoutEffect(() => {
    if (saving || !refocus.current) return;
    refocus.current = false;
    const select = formRef.current?.elements.namedItem("status");
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && focused !== select) return;
    if (select instanceof HTMLSelectElement) select.focus();
  }, [saving]);

  return (
    <fetcher.Form ref={formRef} method="post" className={props.className}>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name={props.idField} value={props.row.id} />
      <SelectField
        name="status"
        label={props.label}
        hideLabel
        className={props.selectClassName}
        value={typeof chosen === "string" ? chosen : props.row.status}
        disabled={saving}
        describedBy={messages ? messageId : undefined}
        onChange={(event) => {
          refocus.current = document.activeElement === event.currentTarget;
          // Rendered at once, not as a transition: the select is disabled and shows the choice
          // even when the answer is quick, and a refusal then puts the stored status back.
          void fetcher.submit(event.currentTarget.form, { flushSync: true });
        }}
        options={props.options}
      />
      {props.withoutScript ? (
        <noscript>
          <Button type="submit" variant="secondary" size="sm" className="mt-2">
            {props.withoutScript.save}
          </Button>
        </noscript>
      ) : null}
      {messages ? (
        <div id={messageId} className="mt-1 text-sm">
          {failure ? (
            <Alert tone="error">{failure}</Alert>
          ) : (
            <span role="status" className="text-ink/75">
              {progress}
            </span>
          )}
        </div>
      ) : null}
    </fetcher.Form>
  );
}
