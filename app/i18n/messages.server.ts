import { locales, type Locale } from "#common/locales.ts";
import { en as accountEn } from "./account/en.ts";
import { fr as accountFr } from "./account/fr.ts";
import { nl as accountNl } from "./account/nl.ts";
import { en as adminEn } from "./admin/en.ts";
import { fr as adminFr } from "./admin/fr.ts";
import { nl as adminNl } from "./admin/nl.ts";
import { en as alertsEn } from "./alerts/en.ts";
import { fr as alertsFr } from "./alerts/fr.ts";
import { nl as alertsNl } from "./alerts/nl.ts";
import { en as appointmentsEn } from "./appointments/en.ts";
import { fr as appointmentsFr } from "./appointments/fr.ts";
import { nl as appointmentsNl } from "./appointments/nl.ts";
import { en as homeEn } from "./home/en.ts";
import { en as goldEn } from "./gold/en.ts";
import { fr as homeFr } from "./home/fr.ts";
import { fr as goldFr } from "./gold/fr.ts";
import { nl as homeNl } from "./home/nl.ts";
import { nl as goldNl } from "./gold/nl.ts";
import { createI18n, type I18n, type Resources } from "./i18n.ts";
import { en as legalEn } from "./legal/en.ts";
import { fr as legalFr } from "./legal/fr.ts";
import { nl as legalNl } from "./legal/nl.ts";
import { en as publicEn } from "./public/en.ts";
import { fr as publicFr } from "./public/fr.ts";
import { nl as publicNl } from "./public/nl.ts";
import { en as seoEn } from "./seo/en.ts";
import { fr as seoFr } from "./seo/fr.ts";
import { nl as seoNl } from "./seo/nl.ts";
import { en as shopEn } from "./shop/en.ts";
import { fr as shopFr } from "./shop/fr.ts";
import { nl as shopNl } from "./shop/nl.ts";
import type { PageNamespace } from "./namespaces.ts";
import type { Texts } from "./translator.ts";

/** The server renders any page in any language, so it holds every namespace. */
const resources: Resources = {
  en: {
    public: publicEn,
    account: accountEn,
    admin: adminEn,
    shop: shopEn,
    legal: legalEn,
    alerts: alertsEn,
    appointments: appointmentsEn,
    home: homeEn,
    gold: goldEn,
    seo: seoEn,
  },
  nl: {
    public: publicNl,
    account: accountNl,
    admin: adminNl,
    shop: shopNl,
    legal: legalNl,
    alerts: alertsNl,
    appointments: appointmentsNl,
    home: homeNl,
    gold: goldNl,
    seo: seoNl,
  },
  fr: {
    public: publicFr,
    account: accountFr,
    admin: adminFr,
    shop: shopFr,
    legal: legalFr,
    alerts: alertsFr,
    appointments: appointmentsFr,
    home: homeFr,
    gold: goldFr,
    seo: seoFr,
  },
};

/**
 * One set of messages per language for the life of the process. Requests only read from them
 * and the messages never change while the server runs, so sharing is safe and spares each
 * render the cost of building them.
 */
const instances = new Map<Locale, I18n>(
  locales.map((locale) => [locale, createI18n(locale, resources)]),
);

export function serverI18n(locale: Locale): I18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`no messages for ${locale}`);
  return instance;
}

const pageMessagesKept = new Map<string, Texts>();

/**
 * page messages as its loader sends it: the language's texts with any gap filled from
 * English, so the browser needs no English copy beside it. Made once per language.
 */
export function pageMessages(locale: Locale, namespace: PageNamespace): Texts {
  const key = `${locale}/${namespace}`;
  let texts = pageMessagesKept.get(key);
  if (!texts) {
    const english = resources.en?.[namespace] ?? {};
    texts = withFallback(resources[locale]?.[namespace] ?? {}, english);
    pageMessagesKept.set(key, texts);
  }
  return texts;
}

/** `texts` with every key of `fallback` it lacks (by position in the tree); only those keys. */
export function withFallback(texts: Texts, fallback: Texts): Texts {
  const merged: Record<string, string | Texts> = {};
  for (const [key, value] of Object.entries(fallback)) {
    const own = texts[key];
    merged[key] =
      typeof value === "string"
        ? typeof own === "string"
          ? own
          : value
        : withFallback(typeof own === "object" ? own : {}, value);
  }
  return merged;
}
