import { createContext, use } from "react";
import type { I18n, Translation } from "./i18n.ts";
import { defaultNamespace, type Namespace, type PageNamespace } from "./namespaces.ts";
import type { Texts } from "./translator.ts";

/** Set by entry.server.tsx and entry.client.tsx around the whole app. */
export const I18nContext = createContext<I18n | null>(null);

/**
 * `const { t } = useTranslation("account")`: t() of a namespace (default `public`), whose
 * missing keys fall back to `public`. A namespace the browser has not loaded yet suspends the
 * component until its chunk is in (inside a navigation's transition the old page stays).
 */
export function useTranslation<NS extends Namespace = typeof defaultNamespace>(
  namespace?: NS,
): Translation<NS> {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error("useTranslation needs an I18nContext above it");
  // Without an argument NS is its default, `public`.
  const name = (namespace ?? defaultNamespace) as NS;
  if (!i18n.has(name)) use(i18n.load(name));
  return i18n.translation(name);
}

/**
 * Hands page messages from the route's loader data to the page's translator. Call it in the
 * route component, before the children that translate with it render.
 */
export function useProvidedMessages(namespace: PageNamespace, texts: Texts): void {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error("useProvidedMessages needs an I18nContext above it");
  i18n.provide(namespace, texts);
}
