import { defaultLocale, type Locale } from "#common/locales.ts";
import type { TFunction } from "./keys.ts";
import {
  defaultNamespace,
  isChunkNamespace,
  isPageNamespace,
  type ChunkNamespace,
  type Namespace,
  type PageNamespace,
} from "./namespaces.ts";
import { source, translator, type Texts } from "./translator.ts";

/** The messages at hand, by language and namespace. */
export type Resources = Partial<Record<Locale, Partial<Record<Namespace, Texts>>>>;

/** Fetches one namespace's messages that is not at hand yet (the browser's chunks). */
export type FetchMessages = (language: Locale, namespace: ChunkNamespace) => Promise<Texts>;

/** What useTranslation(namespace) answers: made once per namespace, so `t` is stable. */
export interface Translation<NS extends Namespace> {
  t: TFunction<NS>;
}

export interface I18n {
  locale: Locale;
  /** Whether the namespace and `public`, in the page's language and English, are at hand. */
  has(namespace: Namespace): boolean;
  /** Fetches the namespace in the page's language and English; the same promise until done. */
  load(namespace: Namespace): Promise<void>;
  /**
   * Takes page messages from its page's loader data (already complete: the server filled its
   * gaps with English, `pageMessages`). The first one given stays: messages never change
   * while the page lives, since the language changes only with a full page load.
   */
  provide(namespace: PageNamespace, texts: Texts): void;
  /** t() of a namespace that `has`; throws for one that is not loaded (a bug, not a state). */
  translation<NS extends Namespace>(namespace: NS): Translation<NS>;
}

/**
 * The site's messages for one language. The server keeps one per language with every namespace
 * (messages.server.ts). The browser makes one at start-up and loads the served page's
 * messages before hydrating (entry.client.tsx); a page that needs another one suspends in
 * useTranslation while `fetchMessages` brings it, inside the navigation's transition, so the
 * old page stays until the new one is ready. Keys missing in a namespace fall back to
 * `public`, and every language falls back to English.
 */
export function createI18n(
  locale: Locale,
  resources: Resources,
  fetchMessages?: FetchMessages,
): I18n {
  const languages: Locale[] = locale === defaultLocale ? [locale] : [locale, defaultLocale];
  const chainOf = (namespace: Namespace) =>
    [...new Set<Namespace>([namespace, defaultNamespace])].flatMap((ns) =>
      languages.map((language) => ({ language, ns, texts: resources[language]?.[ns] })),
    );
  const translations = new Map<Namespace, Translation<Namespace>>();
  const loading = new Map<Namespace, Promise<void>>();

  return {
    locale,
    // Every useTranslation call asks: a namespace already in use answers without allocating.
    has: (namespace) =>
      translations.has(namespace) || chainOf(namespace).every(({ texts }) => texts !== undefined),
    provide(namespace, texts) {
      (resources[locale] ??= {})[namespace] ??= texts;
      // English is already inside `texts`; an empty set completes the fallback chain.
      for (const language of languages) (resources[language] ??= {})[namespace] ??= {};
    },
    load(namespace) {
      let promise = loading.get(namespace);
      if (promise) return promise;
      if (isPageNamespace(namespace)) {
        return Promise.reject(new Error(`${namespace} comes with its page's data, not loaded`));
      }
      if (!isChunkNamespace(namespace)) {
        return Promise.reject(new Error(`${namespace} is read on the server only`));
      }
      if (!fetchMessages) return Promise.reject(new Error(`no way to load ${namespace}`));
      promise = Promise.all(
        languages.map(async (language) => {
          (resources[language] ??= {})[namespace] ??= await fetchMessages(language, namespace);
        }),
      ).then(() => undefined);
      // A chunk that failed to arrive (a network error, a new release) is fetched again later.
      promise.catch(() => loading.delete(namespace));
      loading.set(namespace, promise);
      return promise;
    },
    translation<NS extends Namespace>(namespace: NS): Translation<NS> {
      let made = translations.get(namespace);
      if (!made) {
        const sources = chainOf(namespace).map(({ language, ns, texts }) => {
          if (!texts) throw new Error(`messages ${language}/${ns} is not loaded`);
          return source(language, texts);
        });
        // translator() takes any string; the keys are checked at call sites by TFunction<NS>.
        made = { t: translator(sources) };
        translations.set(namespace, made);
      }
      return made;
    },
  };
}
