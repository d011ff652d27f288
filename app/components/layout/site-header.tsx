import type { Business } from "#server/business.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { AccountMenu, type HeaderUser } from "./account-menu.tsx";
import { CartButton } from "./cart-button.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { navLinks } from "./nav-links.ts";

export function SiteHeader({ business, user }: { business: Business; user: HeaderUser | null }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    setMenuOpen(false);
  };

  const links = navLinks.map((link) => (
    <li key={link.key}>
      <Link
        to={localized(link.path, { hash: link.hash })}
        // A followed link closes the mobile menu.
        onClick={closeMenu}
        className="block whitespace-nowrap rounded px-3 py-2 text-white/90 hover:bg-white/10 hover:text-white"
      >
        {t(`nav.${link.key}`)}
      </Link>
    </li>
  ));
  const account = <AccountMenu user={user} onNavigate={closeMenu} />;

  return (
    <header className="sticky top-0 z-40 bg-ink text-white shadow">
      {/* Account links get a row of their own on wide screens: beside six section links, a
          signed-in admin's e-mail, Profile, Admin panel and Sign out would not fit. */}
      <div className="hidden border-b border-white/10 bg-ink-soft lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-end gap-1 px-4 py-1 text-sm">
          {account}
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to={localized("/")} className="whitespace-nowrap font-serif text-xl text-gold">
          {business.name}
        </Link>
        <nav aria-label={t("nav.primary")} className="hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden sm:block" />
          <CartButton />
          <button
            type="button"
            className="rounded p-2 text-white hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
          >
            <Icon path={menuOpen ? "M6 6l12 12M18 6L6 18" : "M4 7h16M4 12h16M4 17h16"} />
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-white/10 px-4 pb-4 lg:hidden"
      >
        <nav aria-label={t("nav.primary")}>
          <ul className="flex flex-col py-2">{links}</ul>
        </nav>
        <div className="flex flex-wrap items-center gap-2 pt-2">{account}</div>
        <LanguageSwitcher className="pt-3 sm:hidden" />
      </div>
    </header>
  );
}
