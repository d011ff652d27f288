import { useState, type SubmitEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { usePasskeyCeremony } from "#app/lib/use-passkey-ceremony.ts";
import { fieldLimits } from "#common/field-limits.ts";
import { fail } from "#common/result.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";

/**
 * "Add a passkey": its name, then the browser's own dialog (fingerprint, face, PIN or a
 * security key); the list above is read again once it is added. The answer is said above the
 * button and focused, like every form's.
 */
export function AddPasskeyForm() {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const location = useLocation();
  const ceremony = usePasskeyCeremony("add");
  const { formRef, statusRef, ...form } = useFormAnswer(ceremony.answer, {
    messages: ceremony.messages,
    resetOnSuccess: true,
  });
  const [added, setAdded] = useState("");

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("passkeyName");
    const name = typeof value === "string" ? value.trim() : "";
    if (name === "") {
      ceremony.refuse(fail("invalid", { fieldErrors: { passkeyName: "required" } }), {
        passkeyName: name,
      });
      return;
    }
    void ceremony
      .run((client) => client.addPasskey(name), { name })
      .then((ok) => {
        if (!ok) return;
        setAdded(name);
        // The same address again reads the page's data afresh (the list shows the new one);
        // the framework's revalidator would add to every page's first JavaScript.
        void navigate(location, { replace: true, preventScrollReset: true });
      });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="mt-6 space-y-4">
      <h3 className="text-lg font-semibold">{t("passkeys.addTitle")}</h3>
      <FormField
        name="passkeyName"
        label={t("passkeys.nameLabel")}
        hint={t("passkeys.nameHint")}
        required
        maxLength={fieldLimits.passkeyName.max}
        autoComplete="off"
        error={form.fieldError("passkeyName")}
      />
      <FormFooter
        ref={statusRef}
        succeeded={form.succeeded}
        message={form.succeeded ? t("passkeys.addedNamed", { name: added }) : form.error}
        label={t("passkeys.add")}
        pendingLabel={t("passkeys.adding")}
        pending={ceremony.pending}
      />
    </form>
  );
}
