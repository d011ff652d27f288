import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { fieldLimits } from "#common/field-limits.ts";
import type { FormAnswer } from "#common/result.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";

/** A passkey a dialog is about: its id and the name it is shown by. */
export interface NamedPasskey {
  id: string;
  label: string;
  name: string;
}

/** What /profile's action answers a passkey's rename or removal (intent *-passkey). */
type PasskeyAnswer = FormAnswer<{ id: string; name: string }>;

/*
 * Both dialogs post to /profile's action with a fetcher; the page's data is read again after,
 * so the list shows the change. The parent mounts a new dialog for each opening (its `key`),
 * so an earlier answer is never taken for this one's.
 */

/** "Rename": a new name for one of the account's passkeys. */
export function RenamePasskeyDialog(props: {
  passkey: NamedPasskey | null;
  onClose: () => void;
  onRenamed: (name: string) => void;
}) {
  const { t } = useTranslation("account");
  const fetcher = useFetcher<PasskeyAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const { formRef, statusRef, ...form } = useFormAnswer(answer, {
    messages: { "not-found": t("passkeys.errors.not-found") },
  });
  const { onRenamed } = props;
  const renamed = answer?.ok ? answer.name : null;
  useEffect(() => {
    if (renamed !== null) onRenamed(renamed);
  }, [renamed, onRenamed]);
  const passkey = props.passkey;
  return (
    <Dialog
      open={passkey !== null}
      onClose={props.onClose}
      title={t("passkeys.renameTitle", { name: passkey?.label ?? "" })}
    >
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="rename-passkey" />
        <input type="hidden" name="id" value={passkey?.id ?? ""} />
        <FormField
          name="passkeyName"
          label={t("passkeys.newName")}
          required
          maxLength={fieldLimits.passkeyName.max}
          defaultValue={passkey?.name}
          autoComplete="off"
          error={form.fieldError("passkeyName")}
        />
        <FormFooter
          ref={statusRef}
          message={form.succeeded ? null : form.error}
          label={t("passkeys.save")}
          pendingLabel={t("passkeys.saving")}
          pending={fetcher.state !== "idle"}
        />
      </fetcher.Form>
    </Dialog>
  );
}

/** "Remove": asked once more, since the passkey no longer signs in afterwards. */
export function RemovePasskeyDialog(props: {
  passkey: NamedPasskey | null;
  onClose: () => void;
  onRemoved: (name: string) => void;
}) {
  const { t } = useTranslation("account");
  const fetcher = useFetcher<PasskeyAnswer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const { onRemoved } = props;
  const removed = answer?.ok ? answer.name : null;
  useEffect(() => {
    if (removed !== null) onRemoved(removed);
  }, [removed, onRemoved]);
  const error = useFailureMessage(answer && !answer.ok ? answer : null, {
    "not-found": t("passkeys.errors.not-found"),
  });
  const passkey = props.passkey;
  return (
    <ConfirmDialog
      open={passkey !== null}
      onClose={props.onClose}
      title={t("passkeys.removeTitle", { name: passkey?.label ?? "" })}
      message={t("passkeys.removeMessage")}
      confirmLabel={t("passkeys.remove")}
      pendingLabel={t("passkeys.removing")}
      cancelLabel={t("passkeys.cancel")}
      pending={fetcher.state !== "idle"}
      error={error}
      onConfirm={() => {
        if (!passkey) return;
        void fetcher.submit({ intent: "remove-passkey", id: passkey.id }, { method: "post" });
      }}
    />
  );
}
