import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { useLocalizedPath } from "#app/lib/use-locale.ts";

export interface HeaderUser {
  email: string;
  role: "customer" | "admin";
}

const linkClass =
  "whitespace-nowrap rounded px-3 py-1.5 text-white/90 hover:bg-white/10 hover:text-white";

/**
 * SPEC.md §2: Login and Sign Up when signed out; the e-mail, a profile link and a Sign out
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
        <Link to={localized("/login", back)} onClick={onNavigate} className={linkClass}>
          {t("nav.login")}
        </Link>
        <Link
          to={localized("/signup", back)}
          onClick={onNavigate}
          className="whitespace-nowrap rounded bg-gold px-3 py-1.5 font-semibold text-ink hover:bg-gold-light"
        >
          {t("nav.signup")}
        </Link>
      </>
    );
  }
  return (
    <>
      <span className="max-w-56 shrink-0 truncate px-2 text-white/80" title={user.email}>
        {user.email}
      </span>
      <Link to={localized("/profile")} onClick={onNavigate} className={linkClass}>
        {t("nav.profile")}
      </Link>
      {user.role === "admin" ? (
        <Link to={localized("/admin")} onClick={onNavigate} className={linkClass}>
          {t("admin.title")}
        </Link>
      ) : null}
      <Form method="post" action="/logout" onSubmit={onNavigate}>
        <input type="hidden" name="redirectTo" value={localized("/")} />
        <button type="submit" className={linkClass}>
          {t("nav.signOut")}
        </button>
      </Form>
    </>
  );
}
