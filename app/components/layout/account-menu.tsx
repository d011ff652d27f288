import { Form, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { useLocalizedPath } from "#app/lib/use-locale.ts";

export interface HeaderUser {
  email: string;
  role: "customer" | "admin";
}

/** The look of the account links on the dark header. */
const quiet = { variant: "ghost-light", size: "sm", className: "whitespace-nowrap" } as const;

/**
 * docs/product.md §2: Login and Sign Up when signed out; the e-mail, a profile link and a Sign out
 * button when signed in (plus the admin panel for admins). Signing out is a POST form, so it
 * works without JavaScript and no link or prefetch can trigger it.
 */
export function AccountMenu({
  user,
  onNavigate,
}: {
  user: HeaderUser | null;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { pathname, search } = useLocation();

  if (!user) {
    const back = { query: { redirectTo: pathname + search } };
    return (
      <>
        <ButtonLink to={localized("/login", back)} onClick={onNavigate} {...quiet}>
          {t("nav.login")}
        </ButtonLink>
        <ButtonLink
          to={localized("/signup", back)}
          onClick={onNavigate}
          variant="gold"
          size="sm"
          className="whitespace-nowrap"
        >
          {t("nav.signup")}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <span className="max-w-56 shrink-0 truncate px-2 text-white/80" title={user.email}>
        {user.email}
      </span>
      <ButtonLink to={localized("/profile")} onClick={onNavigate} {...quiet}>
        {t("nav.profile")}
      </ButtonLink>
      {user.role === "admin" ? (
        <ButtonLink to={localized("/admin")} onClick={onNavigate} {...quiet}>
          {t("nav.adminPanel")}
        </ButtonLink>
      ) : null}
      <Form method="post" action="/logout" onSubmit={onNavigate}>
        <input type="hidden" name="redirectTo" value={localized("/")} />
        <Button type="submit" {...quiet}>
          {t("nav.signOut")}
        </Button>
      </Form>
    </>
  );
}
