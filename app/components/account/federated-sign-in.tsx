import { Form } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { Button } from "#app/components/ui/button.tsx";
import { OrDivider } from "#app/components/ui/or-divider.tsx";

export interface FederatedProvider {
  id: string;
  name: string;
}

/** One button per configured OpenID Connect provider; nothing at all when none is set up. */
export function FederatedSignIn(props: { providers: FederatedProvider[]; redirectTo: string }) {
  const { t } = useTranslation("account");
  const localized = useLocalizedPath();
  if (props.providers.length === 0) return null;
  return (
    <div className="mt-6">
      <OrDivider label={t("auth.or")} />
      {/* The login action starts every federated sign-in, also from the sign-up page. */}
      <Form method="post" action={localized("/login")} className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="federated" />
        <input type="hidden" name="redirectTo" value={props.redirectTo} />
        {props.providers.map((provider) => (
          <Button
            key={provider.id}
            type="submit"
            name="provider"
            value={provider.id}
            variant="secondary"
            fullWidth
          >
            {t("auth.federated", { provider: provider.name })}
          </Button>
        ))}
      </Form>
    </div>
  );
}
