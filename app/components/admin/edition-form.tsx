import { useId, useState } from "react";
import { Form } from "react-router";
import { parseAmount } from "#common/amount.ts";
import { fieldLimits } from "#common/field-limits.ts";
import { formatEuros } from "#common/format.ts";
import { salePriceCents } from "#common/sale-price.ts";
import type {
  EditableEdition,
  EditionAnswer,
} from "#server/special-editions/admin-special-editions.service.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFormAnswer } from "#app/lib/use-form-answer.ts";
import { useLocale, useLocalizedPath } from "#app/lib/use-locale.ts";
import { PictureDropZone } from "#app/components/admin/picture-drop-zone.tsx";
import { SortablePictures } from "#app/components/admin/sortable-pictures.tsx";
import { ButtonLink, Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { FieldError } from "#app/components/ui/field-messages.tsx";
import { FormFooter } from "#app/components/ui/form-footer.tsx";
import { GradingReportFields } from "./grading-report-fields.tsx";
import { usePictureLabels } from "./use-picture-labels.ts";
import { TranslatedTextFields } from "./translated-text-fields.tsx";

const { min, max } = fieldLimits.editionDiscount;

/**
 * Adds a special edition, or edits one ("update" mode, opened by the list's Edit). Pictures
 * are uploaded as they are dropped and sent with the form by their addresses, in the order
 * shown. The price after discount is previewed as docs/product.md §4 asks; the server decides.
 */
export function EditionForm({
  edition,
  answer,
}: {
  edition: EditableEdition | null;
  answer: EditionAnswer | undefined;
}) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const localized = useLocalizedPath();
  // "invalid" and "limit-reached" (docs/product.md §8) say theirs by default.
  const { formRef, statusRef, ...form } = useFormAnswer(answer, {
    fieldMessages: "admin",
    messages: {
      "not-found": t("adminEditions.notFound"),
      failed: t("adminEditions.failed"),
    },
    resetOnSuccess: true,
  });
  const picturesId = useId();
  const picturesIds = { hint: `${picturesId}-hint`, error: `${picturesId}-error` };
  const initialPictures = form.values.pictures?.split(" ").filter(Boolean) ?? edition?.pictures;
  const [pictures, setPictures] = useState<string[]>(initialPictures ?? []);
  const [typed, setTyped] = useState({
    price: edition?.priceText ?? "",
    discount: String(edition?.discountPercent ?? 0),
  });
  // A saved new edition empties the form, pictures included (the fields reset themselves).
  const [seen, setSeen] = useState(answer);
  if (seen !== answer) {
    setSeen(answer);
    if (answer?.ok) {
      setPictures([]);
      setTyped({ price: "", discount: "0" });
    }
  }

  const price = parseAmount(typed.price);
  const discount = Number(typed.discount);
  const preview =
    price.ok && price.cents > 0 && Number.isInteger(discount) && discount > 0 && discount <= max
      ? formatEuros(salePriceCents(price.cents, discount), locale)
      : null;
  const value = (name: string, fallback: string) => form.values[name] ?? fallback;
  const pictureLabels = usePictureLabels({
    failed: t("adminEditions.uploadFailed"),
    list: t("adminEditions.pictureList"),
    picture: (index, count) => t("adminEditions.picture", { index, count }),
    remove: (index) => t("adminEditions.removePicture", { index }),
  });

  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      className="space-y-5"
      onInput={(event) => {
        const fields = event.currentTarget.elements;
        const read = (name: string) => {
          const field = fields.namedItem(name);
          return field instanceof HTMLInputElement ? field.value : "";
        };
        setTyped({ price: read("price"), discount: read("discountPercent") });
      }}
      onReset={() => {
        setPictures(edition?.pictures ?? []);
        setTyped({
          price: edition?.priceText ?? "",
          discount: String(edition?.discountPercent ?? 0),
        });
      }}
    >
      <h3 className="font-serif text-xl">
        {edition
          ? t("adminEditions.editTitle", { name: edition.name })
          : t("adminEditions.addTitle")}
      </h3>
      {edition ? <input type="hidden" name="id" value={edition.id} /> : null}
      <TranslatedTextFields
        english={{ name: edition?.name ?? "", description: edition?.description ?? "" }}
        labels={{ name: t("adminEditions.name"), description: t("adminEditions.description") }}
        text={edition?.text}
        descriptionRequired
        limits={{ name: fieldLimits.pieceName.max, description: fieldLimits.pieceDescription.max }}
        typed={(name) => form.values[name]}
        fieldError={(name) => form.fieldError(name)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          name="price"
          label={t("adminEditions.price")}
          required
          inputMode="decimal"
          hint={t("adminEditions.priceHint")}
          defaultValue={value("price", edition?.priceText ?? "")}
          error={form.fieldError("price")}
        />
        <FormField
          name="discountPercent"
          label={t("adminEditions.discount")}
          required
          inputMode="numeric"
          maxLength={2}
          hint={t("adminEditions.discountHint", { min, max })}
          defaultValue={value("discountPercent", String(edition?.discountPercent ?? 0))}
          error={form.fieldError("discountPercent")}
        />
      </div>
      <p role="status" className="text-sm font-semibold">
        {preview ? t("adminEditions.preview", { price: preview }) : null}
      </p>
      <GradingReportFields start={edition?.gradingReport} form={form} />
      <fieldset
        aria-describedby={[picturesIds.hint, form.fieldError("pictures") ? picturesIds.error : ""]
          .filter(Boolean)
          .join(" ")}
      >
        <legend className="font-medium">{t("adminEditions.pictures")}</legend>
        <p id={picturesIds.hint} className="mb-2 text-sm text-ink/70">
          {t("adminEditions.picturesHint")}
        </p>
        <input type="hidden" name="pictures" value={pictures.join(" ")} />
        <PictureDropZone
          labels={pictureLabels.dropZone}
          onUploaded={(urls) => {
            setPictures((all) => [...all, ...urls]);
          }}
        />
        <FieldError id={picturesIds.error} error={form.fieldError("pictures")} />
        {pictures.length > 0 ? (
          <div className="mt-4">
            <SortablePictures
              id={`edition-pictures-${edition?.id ?? "new"}`}
              pictures={pictures.map((url) => ({ id: url, url }))}
              labels={pictureLabels.sortable}
              onReorder={(ids) => {
                setPictures(ids);
              }}
              onRemove={(picture) => {
                setPictures((all) => all.filter((url) => url !== picture.id));
              }}
            />
          </div>
        ) : null}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <FormFooter
          ref={statusRef}
          message={form.error ?? (form.succeeded ? t("adminEditions.saved") : null)}
          succeeded={form.succeeded}
          label={edition ? t("adminEditions.save") : t("adminEditions.add")}
          pendingLabel={edition ? t("adminEditions.saving") : t("adminEditions.adding")}
          intent={edition ? "update" : "create"}
        />
        {edition ? (
          <ButtonLink to={localized("/admin/special-editions")} variant="secondary">
            {t("adminEditions.cancel")}
          </ButtonLink>
        ) : (
          <Button type="reset" variant="secondary">
            {t("adminEditions.cancel")}
          </Button>
        )}
      </div>
    </Form>
  );
}
