import { useEffect, useMemo, useRef } from "react";
import { useFetcher, useNavigate, useOutletContext, useSearchParams } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { requestContext } from "#server/http/request-context.ts";
import { ProductCombinations } from "#app/components/admin/product-combinations.tsx";
import { AdminFilters } from "#app/components/admin/admin-filters.tsx";
import { ProductForm, type SaveAnswer } from "#app/components/admin/product-form.tsx";
import { ProductTable } from "#app/components/admin/product-table.tsx";
import { ActionFailure, TabListing } from "#app/components/admin/tab-listing.tsx";
import { useProductsHref } from "#app/components/admin/use-products-href.ts";
import { ADMIN_PRODUCT_SEARCH_MAX, BLANK_PRODUCT } from "#common/admin-products.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { ProductFailure } from "#server/catalogue/admin-products.service.ts";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/products";

/** Shapes' and designs' names are the shop's, so the form and the shop always say the same. */
export const handle: MessagesHandle = { i18n: ["admin", "shop"] };

/**
 * /admin/products?q=&page=&edit=|new=: one page of products searched on the server, the form
 * the address opens, and the overview of combinations. The admin layout's middleware
 * (requireAdmin) has run before this loader and the action.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return tabListing(ctx, () => ctx.services.adminProducts.list(url.searchParams));
}

/** The form (intent "save") and the delete confirmation (intent "delete") post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { adminProducts } = ctx.services;
  return tabAction<{ productId: string; created?: boolean }, ProductFailure>(ctx, request, {
    save: (values, actor) => adminProducts.save(values, actor),
    delete: (values, actor) => adminProducts.remove(values, actor),
  });
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const href = useProductsHref();
  const saver = useFetcher<SaveAnswer>({ key: "save-product" });
  const savedRef = useRef<HTMLParagraphElement>(null);
  const handled = useRef<unknown>(null);
  const { listing, failure } = loaderData;
  const saved = saver.state === "idle" && saver.data?.ok === true;

  // A saved product closes the form (which empties it) and says so where the list starts.
  useEffect(() => {
    if (!saved || handled.current === saver.data) return;
    handled.current = saver.data;
    void Promise.resolve(navigate(href(null), { preventScrollReset: true })).then(() => {
      savedRef.current?.focus();
    });
  }, [saved, saver.data, navigate, href]);

  const form = listing?.form ?? null;
  const q = listing?.q ?? "";
  const translate = listing?.needsTranslation ? "1" : "";
  const searched = useMemo(() => ({ q, translate }), [q, translate]);
  return (
    <Card padding="lg" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-serif text-2xl">{label}</h2>
        {form ? null : (
          <ButtonLink to={href({ new: BLANK_PRODUCT })} preventScrollReset size="sm">
            {t("adminProducts.add")}
          </ButtonLink>
        )}
      </div>
      {form ? (
        <div className="mt-6">
          <ProductForm
            // Another product or combination opened: a form of its own, not the last one's state.
            key={searchParams.get("edit") ?? searchParams.get("new") ?? ""}
            start={form}
            fetcher={saver}
            cancelHref={href(null)}
          />
        </div>
      ) : null}
      <Alert tone="success" className="mt-4" ref={savedRef}>
        {saved && !form ? t("adminProducts.saved") : null}
      </Alert>
      <div className="mt-6">
        <AdminFilters
          section="adminProducts"
          path="/admin/products"
          values={searched}
          searchMax={ADMIN_PRODUCT_SEARCH_MAX}
          className="grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        >
          <label className="flex items-center gap-3 pb-2">
            <input
              type="checkbox"
              name="translate"
              value="1"
              defaultChecked={translate === "1"}
              className="size-5 accent-ink"
            />
            {t("adminTranslations.filter")}
          </label>
        </AdminFilters>
      </div>
      {listing?.editMissing ? (
        <Alert tone="error" className="mt-4">
          {t("adminProducts.editMissing")}
        </Alert>
      ) : null}
      <ActionFailure answer={actionData} />
      <TabListing
        section="adminProducts"
        path="/admin/products"
        listing={listing && { ...listing, empty: listing.products.length === 0 }}
        failure={failure}
        reference={loaderData.reference}
      >
        {listing ? <ProductTable products={listing.products} /> : null}
      </TabListing>
      {listing ? (
        <div className="mt-10">
          <ProductCombinations combinations={listing.combinations} />
        </div>
      ) : null}
    </Card>
  );
}
