import type { Catalog } from "./en.ts";
import { en } from "./en.ts";
import { fr } from "./fr.ts";
import { nl } from "./nl.ts";
import type { Locale } from "./locales.ts";

/** The server renders any language, so it holds every catalog. */
export const catalogs: Record<Locale, Catalog> = { en, nl, fr };
