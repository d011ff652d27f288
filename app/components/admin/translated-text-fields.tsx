import { useTranslation } from "#app/i18n/use-translation.ts";
import { FieldGroup } from "#app/components/ui/field-group.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { fieldLimits } from "#common/field-limits.ts";
import type { TranslatedLocale } from "#server/db/schema.ts";
import type { TextStart } from "#server/catalogue/translation-start.ts";
import type { TextLimits } from "#server/catalogue/translation-form.schema.ts";

const translated: readonly TranslatedLocale[] = ["nl", "fr"];

const untranslated = { name: "", description: "", slug: "", state: "missing" } as const;
const blankText: TextStart = { slug: "", translations: { nl: untranslated, fr: untranslated } };

/**
 * A piece's name, description and address words in English (required, the fallback) and in
 * Dutch and French (each optional), side by side on a wide screen and one under the other on a
 * narrow one: each language a fieldset named by its legend, whose hint says where it stands
 * (not translated, outdated since the English changed, up to date). An outdated language can be
 * confirmed as still right without retyping it. The server reads the fields with
 * server/catalogue/translation-form.schema.ts.
 */
export function TranslatedTextFields(props: {
  english: { name: string; description: string };
  /** The kind of piece's own labels of its English name and description. */
  labels: { name: string; description: string };
  /** A piece being edited; a new one has nothing translated yet. */
  text: TextStart | undefined;
  /** A special edition needs a description; a ring may go without. */
  descriptionRequired: boolean;
  /** The kind of piece's own limits, the same in every language. */
  limits: TextLimits;
  /** The value the admin typed before a refused save, else undefined. */
  typed: (name: string) => string | undefined;
  fieldError: (name: string) => string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation("admin");
  const { english, typed, fieldError } = props;
  const text = props.text ?? blankText;
  // "Name", then "Name (Dutch)": each field's name says its language, so none is ambiguous.
  const label = (field: string, locale: TranslatedLocale | null) =>
    locale
      ? t("adminTranslations.fieldIn", {
          field,
          language: t(`adminTranslations.languagesInline.${locale}`),
        })
      : field;
  const fields = (
    locale: TranslatedLocale | null,
    start: { name: string; description: string; slug: string },
  ) => {
    const suffix = locale ? `_${locale}` : "";
    return (
      <div className="mt-3 space-y-4">
        <FormField
          name={`name${suffix}`}
          label={label(props.labels.name, locale)}
          required={!locale}
          maxLength={props.limits.name}
          defaultValue={typed(`name${suffix}`) ?? start.name}
          error={fieldError(`name${suffix}`)}
        />
        <FormField
          name={`description${suffix}`}
          label={label(props.labels.description, locale)}
          required={!locale && props.descriptionRequired}
          multiline
          maxLength={props.limits.description}
          defaultValue={typed(`description${suffix}`) ?? start.description}
          error={fieldError(`description${suffix}`)}
        />
        <FormField
          name={`slug${suffix}`}
          label={label(t("adminTranslations.slug"), locale)}
          hint={t("adminTranslations.slugHint")}
          maxLength={fieldLimits.addressWords.max}
          defaultValue={typed(`slug${suffix}`) ?? start.slug}
          error={fieldError(`slug${suffix}`)}
        />
      </div>
    );
  };
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <FieldGroup
        name="text_en"
        legend={t("adminTranslations.languages.en")}
        hint={t("adminTranslations.englishHint")}
        error={undefined}
        disabled={props.disabled}
      >
        {fields(null, { ...english, slug: text.slug })}
      </FieldGroup>
      {translated.map((locale) => {
        const start = text.translations[locale];
        return (
          <FieldGroup
            key={locale}
            name={`text_${locale}`}
            legend={t(`adminTranslations.languages.${locale}`)}
            hint={t(`adminTranslations.states.${start.state}`)}
            error={undefined}
            disabled={props.disabled}
          >
            {fields(locale, start)}
            {start.state === "outdated" ? (
              <label className="mt-3 flex items-center gap-3">
                <input type="checkbox" name={`current_${locale}`} className="size-5 accent-ink" />
                {t("adminTranslations.confirm", {
                  language: t(`adminTranslations.languagesInline.${locale}`),
                })}
              </label>
            ) : null}
          </FieldGroup>
        );
      })}
    </div>
  );
}
