import { z } from "zod";
import { pageNumber } from "#common/field-schemas.ts";
import { fail, ok, type Failure, type Success } from "#common/result.ts";
import { locales, type Locale } from "#common/locales.ts";

import {
  CATALOGUE_PAGE_MAX,
  CATALOGUE_SEARCH_MAX,
  catalogueParameters,
  catalogueSorts,
  DEFAULT_CATALOGUE_SORT,
} from "#common/catalogue-query.ts";

/** A checkbox in a form sends "1"; "0" says the same as leaving the parameter out. */
const flag = z.enum(["0", "1"]).transform((value) => value === "1");

/**
 * The list's query string (`/api/products?…`, later `/shop?…`). Strict: a parameter the shop
 * does not know is refused rather than ignored, so a mistyped filter is noticed.
 */
export const catalogueQuerySchema = z.strictObject({
  sale: flag.default(false),
  special: flag.default(false),
  // An empty search box sends `q=`: that is no search, not an error.
  q: z.string().trim().max(CATALOGUE_SEARCH_MAX).default(""),
  sort: z.enum(catalogueSorts).default(DEFAULT_CATALOGUE_SORT),
  page: pageNumber(CATALOGUE_PAGE_MAX).default(1),
});

export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/**
 * The JSON API's language of the pieces' text (`lang=en|nl|fr`, English unless asked). Pages
 * take theirs from their address instead, so only the API knows the parameter.
 */
const apiLanguage = z.object({ lang: z.enum(locales).default("en") });
const apiCatalogueQuerySchema = catalogueQuerySchema.extend(apiLanguage.shape);

/** What is wrong with one query parameter; English messages below, for the JSON API. */
export type ParameterProblem = "unknown" | "repeated" | "invalid";

/** The one Result's failure, with the problem of each offending parameter. */
export interface CatalogueQueryFailure extends Failure<"invalid-query"> {
  parameterErrors: Record<string, ParameterProblem>;
}

/**
 * Reads a query string into a CatalogueQuery with its defaults (newest first, page 1), or
 * names each parameter that is unknown, given twice or malformed.
 */
export function parseCatalogueQuery(
  params: URLSearchParams,
): Success<{ query: CatalogueQuery }> | CatalogueQueryFailure {
  return parseParameters(catalogueQuerySchema, params, (query) => ({ query }));
}

/** GET /api/products' query string: the list's parameters and `lang`. */
export function parseApiCatalogueQuery(
  params: URLSearchParams,
): Success<{ query: CatalogueQuery; lang: Locale }> | CatalogueQueryFailure {
  return parseParameters(apiCatalogueQuerySchema, params, ({ lang, ...query }) => ({
    query,
    lang,
  }));
}

/**
 * The language of an answer that reads no other parameter (GET /api/products/:id,
 * GET /api/gold-price): `lang` alone is read; other parameters are left alone, as the answer
 * does not depend on them.
 */
export function parseApiLanguage(
  params: URLSearchParams,
): Success<{ lang: Locale }> | CatalogueQueryFailure {
  const lang = params.getAll("lang");
  const only = new URLSearchParams(lang.map((value) => ["lang", value]));
  return parseParameters(z.strictObject(apiLanguage.shape), only, (parsed) => parsed);
}

function parseParameters<S extends z.ZodType<object>, T extends object>(
  schema: S,
  params: URLSearchParams,
  shape: (parsed: z.output<S>) => T,
): Success<T> | CatalogueQueryFailure {
  const parameterErrors: Record<string, ParameterProblem> = {};
  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in values) parameterErrors[key] = "repeated";
    values[key] = value;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) parameterErrors[key] ??= "unknown";
      } else if (typeof issue.path[0] === "string") {
        parameterErrors[issue.path[0]] ??= "invalid";
      }
    }
  }
  if (!parsed.success || Object.keys(parameterErrors).length > 0) {
    return { ...fail("invalid-query"), parameterErrors };
  }
  return ok(shape(parsed.data));
}

/** The JSON API answers in English (docs/architecture.md §5); a message per parameter. */
const invalidMessages: Record<string, string> = {
  sale: "Use sale=1 for discounted pieces only (or sale=0).",
  special: "Use special=1 for special editions only (or special=0).",
  q: `Search for at most ${CATALOGUE_SEARCH_MAX} characters.`,
  sort: `Use one of: ${catalogueSorts.join(", ")}.`,
  page: `Use a whole page number from 1 to ${CATALOGUE_PAGE_MAX}.`,
  lang: `Use one of: ${locales.join(", ")}.`,
};

export function parameterMessage(parameter: string, problem: ParameterProblem): string {
  if (problem === "unknown") {
    return `Unknown parameter. Use ${[...catalogueParameters, "lang"].join(", ")}.`;
  }
  if (problem === "repeated") return "Give this parameter once.";
  return invalidMessages[parameter] ?? "This value is not valid.";
}

/** The JSON API's `fields` of a refused query: each offending parameter with its message. */
export function parameterFields(failure: CatalogueQueryFailure): Record<string, string> {
  return Object.fromEntries(
    Object.entries(failure.parameterErrors).map(([name, problem]) => [
      name,
      parameterMessage(name, problem),
    ]),
  );
}
