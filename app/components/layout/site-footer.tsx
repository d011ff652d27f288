import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Business } from "#server/business.ts";
import { Link } from "react-router";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import { BusinessAddress } from "#app/components/ui/business-address.tsx";
import { OpeningHours } from "#app/components/ui/opening-hours.tsx";
import { navLinks } from "./nav-links.ts";

/** `year` is the root loader's, read per request, so server and browser print the same one. */
export function SiteFooter({ business, year }: { business: Business; year: number }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className="bg-ink text-white/90">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 md:grid-cols-3">
        <div>
          <p className="font-serif text-2xl text-gold">{business.name}</p>
          <p className="mt-3 text-sm">{t("footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-white">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {navLinks.map((link) => (
              <li key={link.key}>
                <Link
                  to={localized(link.path, { hash: link.hash })}
                  className="hover:text-gold-light"
                >
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t("footer.contactInfo")}</h2>
          <BusinessAddress
            business={business}
            className="mt-3 text-sm"
            linkClassName="hover:text-gold-light"
          />
          <h3 className="mt-4 text-sm font-semibold text-white">{t("hours.title")}</h3>
          <div className="mt-1 text-sm">
            <OpeningHours hours={business.openingHours} />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-6 py-4 text-sm sm:flex-row sm:justify-between">
          <p>{t("footer.rights", { year, name: business.name })}</p>
          <p className="flex gap-4">
            <Link to={localized("/privacy")} className="hover:text-gold-light">
              {t("footer.privacy")}
            </Link>
            <Link to={localized("/terms")} className="hover:text-gold-light">
              {t("footer.terms")}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}
