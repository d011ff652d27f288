import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { usePasskeyCeremony } from "#app/lib/use-passkey-ceremony.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { OrDivider } from "#app/components/ui/or-divider.tsx";

/**
 * "Sign in with a passkey" on /login, and "Use your passkey" on the second step: the browser
 * offers the passkeys it holds for the shop, no e-mail asked; once signed in the page goes on to
 * `redirectTo` (already a safe local path). Below another way in, an "or" rule divides them.
 * WebAuthn needs JavaScript, so the button appears once the page has hydrated.
 */
export function PasskeySignIn({
  redirectTo,
  label,
  intro,
  divided = true,
}: {
  redirectTo: string;
  label?: string;
  intro?: string;
  divided?: boolean;
}) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const hydrated = useHydrated();
  const ceremony = usePasskeyCeremony("sign-in");
  const { statusRef, ...form } = useFormAnswer(ceremony.answer, { messages: ceremony.messages });
  const signedIn = form.succeeded;
  if (!hydrated) return null;
  return (
    <div className={divided ? "mt-6" : undefined}>
      {divided ? <OrDivider label={t("auth.or")} /> : null}
      {intro ? <p className="mt-4">{intro}</p> : null}
      <Alert ref={statusRef} tone="error" className="mt-4">
        {signedIn ? null : form.error}
      </Alert>
      <Button
        variant="secondary"
        fullWidth
        className="mt-4"
        // Still busy once signed in: the next page is on its way.
        pending={ceremony.pending || signedIn}
        pendingLabel={t("passkeys.signingIn")}
        onClick={() => {
          void ceremony
            .run((client) => client.signInWithPasskey(locale))
            .then((ok) => {
              // A whole page load, so every part of the page sees the new session.
              if (ok) window.location.assign(redirectTo);
            });
        }}
      >
        {label ?? t("passkeys.signIn")}
      </Button>
    </div>
  );
}
