import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { useLocalizedPath } from "#app/lib/use-locale.ts";

/** What the Products tab's address opens besides the list: a product's form or a new one. */
export type OpenedForm = { edit: string } | { new: string } | null;

/**
 * Addresses within the Products tab that keep the list's search and page, so opening,
 * cancelling or saving a form comes back to the same list.
 */
export function useProductsHref(): (open: OpenedForm) => string {
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  return useCallback(
    (open: OpenedForm) => {
      const query: Record<string, string> = {};
      for (const name of ["q", "page"]) {
        const value = params.get(name);
        if (value) query[name] = value;
      }
      return localized("/admin/products", { query: { ...query, ...open } });
    },
    [localized, params],
  );
}
