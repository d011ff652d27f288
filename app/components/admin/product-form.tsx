import { useEffect, useRef } from "react";
import { Link, type FetcherWithComponents } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { SelectField } from "#app/components/ui/select-field.tsx";
import { productLimits } from "#common/admin-products.ts";
import { ringMetals } from "#common/metals.ts";
import type { FormAnswer } from "#common/result.ts";
import { diamondShapes, ringDesigns } from "#common/ring-options.ts";
import type { ProductFormStart } from "#server/catalogue/admin-product-page.ts";
import type { ProductFailure } from "#server/catalogue/admin-products.service.ts";
import { GradingReportFields } from "./grading-report-fields.tsx";
import { ProductCarats } from "./product-carats.tsx";
import { ProductPictures } from "./product-pictures.tsx";
import { TranslatedTextFields } from "./translated-text-fields.tsx";

export type SaveAnswer = FormAnswer<
  { productId: string; created: boolean },
  ProductFailure | "failed"
>;

/**
 * Add or edit a product (docs/product.md §5): name, description, shape, design and metal, the
 * carats with their prices or "contact us for the price", the discount and the pictures. The
 * server checks everything (server/catalogue/admin-products.schema.ts) and its messages show
 * under the fields. The tab closes the form after a save; Cancel closes it unsaved: either way
 * the next one opens empty (or on what it edits).
 */
export function ProductForm(props: {
  start: ProductFormStart;
  fetcher: FetcherWithComponents<SaveAnswer>;
  cancelHref: string;
}) {
  const { t } = useTranslation("admin");
  const { t: shop } = useTranslation("shop");
  const { t: site } = useTranslation();
  const { start, fetcher } = props;
  const saving = fetcher.state !== "idle";
  // A success is the tab's to show (it closes the form); this form shows failures only.
  const answer = fetcher.data?.ok === false && !saving ? fetcher.data : undefined;
  // docs/product.md §8: "Failed to save product"; a picture no longer stored says which.
  const { formRef, statusRef, ...form } = useFormAnswer(answer, {
    fieldMessages: "admin",
    messages: {
      invalid: t("adminProducts.form.failed"),
      "not-found": t("adminProducts.form.notFound"),
      failed: t("adminProducts.form.failed"),
    },
  });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Opened from a link: the admin lands on the form, and an earlier save's answer is let go
  // (once: the fetcher is a new object on every render).
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "start" });
    if (fetcher.data !== undefined) fetcher.reset();
  }, [fetcher]);

  const title = start.productId
    ? t("adminProducts.form.editTitle", { name: start.name })
    : t("adminProducts.form.addTitle");
  const options = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  // What the ring is: the three choices the shop's filters and metal swatches read.
  const kinds = [
    {
      name: "diamondShape",
      label: t("adminProducts.form.shape"),
      options: options(diamondShapes, (shape) => shop(`shop.shapes.${shape}`)),
    },
    {
      name: "ringDesign",
      label: t("adminProducts.form.design"),
      options: options(ringDesigns, (design) => shop(`shop.designs.${design}`)),
    },
    {
      name: "ringMetal",
      label: t("adminProducts.form.metal"),
      options: options(ringMetals, (metal) => site(`metals.${metal}`)),
    },
  ] as const;

  return (
    <section
      aria-labelledby="product-form-title"
      className="rounded-lg border border-ink/20 p-4 sm:p-6"
    >
      <h3 id="product-form-title" ref={headingRef} tabIndex={-1} className="font-serif text-xl">
        {title}
      </h3>
      {start.copiedFrom ? (
        <p className="mt-2 text-sm text-ink/80">
          {t("adminProducts.form.copiedFrom", { name: start.copiedFrom })}
        </p>
      ) : null}
      <fetcher.Form
        ref={formRef}
        method="post"
        className="mt-4 space-y-5"
        aria-labelledby="product-form-title"
      >
        <input type="hidden" name="intent" value="save" />
        {start.productId ? <input type="hidden" name="productId" value={start.productId} /> : null}
        <TranslatedTextFields
          english={start}
          labels={{
            name: t("adminProducts.form.name"),
            description: t("adminProducts.form.description"),
          }}
          text={start.text}
          descriptionRequired={false}
          limits={{ name: productLimits.name.max, description: productLimits.description.max }}
          typed={() => undefined}
          fieldError={(name) => form.fieldError(name)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {kinds.map((kind) => (
            <SelectField key={kind.name} defaultValue={start[kind.name]} {...kind} />
          ))}
        </div>
        <ProductCarats
          prices={start.prices}
          contactForPrice={start.contactForPrice}
          fieldError={(name) => form.fieldError(name)}
        />
        <div className="max-w-xs">
          <FormField
            name="discount"
            label={t("adminProducts.form.discount")}
            hint={t("adminProducts.form.discountHint")}
            required
            maxLength={3}
            defaultValue={start.discount}
            error={form.fieldError("discount")}
          />
        </div>
        <GradingReportFields start={start.gradingReport} form={form} />
        <ProductPictures
          images={start.images}
          error={form.fieldError("images")}
          disabled={saving}
        />
        <div className="space-y-3">
          <FormFooter
            ref={statusRef}
            message={form.error}
            label={t("adminProducts.form.save")}
            pendingLabel={t("adminProducts.form.saving")}
            pending={saving}
          />
          <Link
            to={props.cancelHref}
            preventScrollReset
            className="inline-block underline underline-offset-4"
          >
            {t("adminProducts.form.cancel")}
          </Link>
        </div>
      </fetcher.Form>
    </section>
  );
}
