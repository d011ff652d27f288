import type { i18n as I18n, Resource } from "i18next";
import { locales, type Locale } from "#common/locales.ts";
import { en as accountEn } from "./account/en.ts";
import { fr as accountFr } from "./account/fr.ts";
import { nl as accountNl } from "./account/nl.ts";
import { en as adminEn } from "./admin/en.ts";
import { fr as adminFr } from "./admin/fr.ts";
import { nl as adminNl } from "./admin/nl.ts";
import { createI18n } from "./i18n.ts";
import { en as publicEn } from "./public/en.ts";
import { fr as publicFr } from "./public/fr.ts";
import { nl as publicNl } from "./public/nl.ts";

/** The server renders any page in any language, so it holds every catalog. */
const resources: Resource = {
  en: { public: publicEn, account: accountEn, admin: adminEn },
  nl: { public: publicNl, account: accountNl, admin: adminNl },
  fr: { public: publicFr, account: accountFr, admin: adminFr },
};

/**
 * One i18next instance per language for the life of the process. Requests only read from
 * them (nothing calls changeLanguage), so sharing is safe and spares each render the cost
 * of building an instance.
 */
const instances = new Map<Locale, I18n>(
  locales.map((locale) => [locale, rememberTexts(createI18n(locale, resources))]),
);

/**
 * A page render calls t() a few hundred times, and i18next copies its whole options object
 * on every call: a third of the memory a render allocated. The catalogs never change while
 * the server runs, so a plain key (no options, no interpolation) is looked up once per
 * language and namespace; calls with options go to i18next as before.
 */
function rememberTexts(instance: I18n): I18n {
  const getFixedT = instance.getFixedT.bind(instance);
  const remembered = new Map<string, ReturnType<typeof getFixedT>>();
  instance.getFixedT = ((...args: Parameters<typeof getFixedT>) => {
    const [lng, ns, keyPrefix] = args;
    const plain = [lng, ns, keyPrefix ?? ""].every((part) => typeof part === "string");
    if (!plain) return getFixedT(...args);
    const id = `${String(lng)}|${String(ns)}|${String(keyPrefix)}`;
    let t = remembered.get(id);
    if (!t) {
      const fixed = getFixedT(...args);
      const texts = new Map<string, string>();
      const call = fixed as unknown as (...params: unknown[]) => unknown;
      t = Object.assign((...params: unknown[]) => {
        const [key] = params;
        if (params.length !== 1 || typeof key !== "string") return call(...params);
        let text = texts.get(key);
        if (text === undefined) {
          const found = call(key);
          if (typeof found !== "string") return found;
          text = found;
          texts.set(key, text);
        }
        return text;
      }, fixed);
      remembered.set(id, t);
    }
    return t;
  }) as I18n["getFixedT"];
  return instance;
}

export function serverI18n(locale: Locale): I18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`no catalog for ${locale}`);
  return instance;
}
