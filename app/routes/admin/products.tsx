import { useEffect, useRef } from "react";
import { data, useFetcher, useNavigate, useNavigation, useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { CatalogHandle } from "#app/i18n/namespaces.ts";
import { requestContext } from "#server/http/request-context.ts";
import { failureStatus } from "#server/http/status.ts";
import { ProductCombinations } from "#app/components/admin/product-combinations.tsx";
import { ProductFilters } from "#app/components/admin/product-filters.tsx";
import { ProductForm, type SaveAnswer } from "#app/components/admin/product-form.tsx";
import { ProductTable } from "#app/components/admin/product-table.tsx";
import { useProductsHref } from "#app/components/admin/use-products-href.ts";
import { BLANK_PRODUCT } from "#common/admin-products.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { fail, type Result } from "#common/result.ts";
import type { ProductFailure } from "#server/catalog/admin-products.service.ts";
import { formAnswer, orFailed, readForm } from "#app/lib/action.server.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/products";

/** Shapes' and designs' names are the shop's, so the form and the shop always say the same. */
export const handle: CatalogHandle = { i18n: ["admin", "shop"] };

/**
 * /admin/products?q=&page=&edit=|new=: one page of products searched on the server, the form
 * the address opens, and the overview of combinations. The admin layout's middleware
 * (requireAdmin) has run before this loader and the action.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const result = await orFailed(ctx, () => ctx.services.adminProducts.list(url.searchParams));
  if (result.ok) return { listing: result, failure: null, reference: ctx.requestId };
  return data(
    { listing: null, failure: result.error, reference: ctx.requestId },
    { status: failureStatus(result.error) },
  );
}

/** The form (intent "save") and the delete confirmation (intent "delete") post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const { adminProducts } = ctx.services;
  type Saved = Result<{ productId: string; created?: boolean }, ProductFailure>;
  const result = await orFailed(ctx, (): Promise<Saved> => {
    if (values.intent === "save") return adminProducts.save(values);
    if (values.intent === "delete") return adminProducts.remove(values);
    return Promise.resolve(fail("invalid", { fieldErrors: { intent: "required" } }));
  });
  return formAnswer(result, values);
}

export type AdminProductAnswer = Route.ComponentProps["actionData"];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const navigation = useNavigation();
  const navigate = useNavigate();
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

  const loading =
    navigation.state === "loading" && navigation.location.pathname.endsWith("/admin/products");
  const form = listing?.form ?? null;
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
            key={form.productId ?? `new-${form.diamondShape}-${form.ringDesign}-${form.ringMetal}`}
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
        <ProductFilters q={listing?.q ?? ""} />
      </div>
      <div role="status" className="mt-4 text-sm text-ink/75">
        {loading
          ? t("adminProducts.loading")
          : listing && listing.total > 0
            ? t("adminProducts.count", { count: listing.total })
            : null}
      </div>
      {failure || listing.editMissing ? (
        <Alert tone="error" className="mt-4">
          {failure === "invalid"
            ? t("adminProducts.badQuery")
            : failure
              ? t("adminProducts.loadFailed", { reference: loaderData.reference })
              : t("adminProducts.editMissing")}
        </Alert>
      ) : null}
      {listing && listing.products.length === 0 ? (
        <p className="mt-6 text-lg">{t("adminProducts.empty")}</p>
      ) : null}
      {listing && listing.products.length > 0 ? (
        <div className={`mt-4 ${loading ? "opacity-60" : ""}`} aria-busy={loading || undefined}>
          <ProductTable products={listing.products} />
        </div>
      ) : null}
      {listing ? <Pagination page={listing.page} pages={listing.pages} /> : null}
      {listing ? (
        <div className="mt-10">
          <ProductCombinations combinations={listing.combinations} />
        </div>
      ) : null}
    </Card>
  );
}
