import { locales, type Locale } from "#common/locales.ts";
import { en as accountEn } from "./account/en.ts";
import { fr as accountFr } from "./account/fr.ts";
import { nl as accountNl } from "./account/nl.ts";
import { en as adminEn } from "./admin/en.ts";
import { fr as adminFr } from "./admin/fr.ts";
import { nl as adminNl } from "./admin/nl.ts";
import { createI18n, type I18n, type Resources } from "./i18n.ts";
import { en as legalEn } from "./legal/en.ts";
import { fr as legalFr } from "./legal/fr.ts";
import { nl as legalNl } from "./legal/nl.ts";
import { en as publicEn } from "./public/en.ts";
import { fr as publicFr } from "./public/fr.ts";
import { nl as publicNl } from "./public/nl.ts";
import { en as shopEn } from "./shop/en.ts";
import { fr as shopFr } from "./shop/fr.ts";
import { nl as shopNl } from "./shop/nl.ts";

/** The server renders any page in any language, so it holds every catalog. */
const resources: Resources = {
  en: { public: publicEn, account: accountEn, admin: adminEn, shop: shopEn, legal: legalEn },
  nl: { public: publicNl, account: accountNl, admin: adminNl, shop: shopNl, legal: legalNl },
  fr: { public: publicFr, account: accountFr, admin: adminFr, shop: shopFr, legal: legalFr },
};

/**
 * One set of catalogs per language for the life of the process. Requests only read from them
 * and the catalogs never change while the server runs, so sharing is safe and spares each
 * render the cost of building them.
 */
const instances = new Map<Locale, I18n>(
  locales.map((locale) => [locale, createI18n(locale, resources)]),
);

export function serverI18n(locale: Locale): I18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`no catalog for ${locale}`);
  return instance;
}
