import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Business } from "#server/business.ts";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Drawer } from "#app/components/ui/drawer.tsx";
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

  // The menu is for narrow screens. Widened past lg (a rotated tablet), the bar shows every
  // link and hides the toggle, so the drawer closes rather than keep the page inert.
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)");
    const onChange = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener("change", onChange);
    return () => {
      wide.removeEventListener("change", onChange);
    };
  }, []);

  // Between lg and xl the links sit a little tighter (app.css), so seven fit in French.
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
      {/* Account links get a row of their own on wide screens: beside seven links, a
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
          <Button
            variant="ghost-light"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
          >
            <Icon path="M4 7h16M4 12h16M4 17h16" />
          </Button>
        </div>
      </div>
      {/* A modal drawer: the page behind is inert while it is open, Esc and a tap beside it
          close it, and focus returns to the toggle. Its close button is the toggle's
          "Close menu", since the toggle itself is behind the backdrop then. */}
      <Drawer
        id="mobile-menu"
        open={menuOpen}
        onClose={closeMenu}
        title={t("ui.menu")}
        closeLabel={t("nav.closeMenu")}
        tone="dark"
      >
        {/* Its content exists only while it is open: it opens only with JavaScript, and closed
            it would be ~30 more elements on every page for the browser to parse and React to
            hydrate on a first visit (docs/performance.md). */}
        {menuOpen ? (
          <>
            <nav aria-label={t("nav.primary")}>
              <ul className="flex flex-col">{links}</ul>
            </nav>
            <div className="flex flex-wrap items-center gap-2 border-t border-white/10 pt-4 mt-2">
              {account}
            </div>
            <LanguageSwitcher className="pt-4 sm:hidden" />
          </>
        ) : null}
      </Drawer>
    </header>
  );
}
