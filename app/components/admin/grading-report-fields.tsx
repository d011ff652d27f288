import { useTranslation } from "#app/i18n/use-translation.ts";
import { FieldGroup } from "#app/components/ui/field-group.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { SelectField, type SelectOption } from "#app/components/ui/select-field.tsx";
import {
  clarityGrades,
  colourGrades,
  cutGrades,
  gradingLabNames,
  gradingLabs,
  REPORT_NUMBER_MAX,
  reportFormStart,
  type GradingReportField,
  type GradingReportFormStart,
} from "#common/grading-report.ts";

/** What the field needs of its form's answer (useFormAnswer's). */
interface FormAnswerView {
  /** The text sent with a refused form, shown again (without JavaScript too). */
  values: Record<string, string>;
  fieldError(name: string): string | undefined;
}

/**
 * The centre stone's grading report on the product and special-edition forms: lab, report
 * number, weight, colour, clarity and cut, all filled in or all empty. The server decides
 * (server/catalogue/grading-report.schema.ts, a number in its lab's shape); its messages show
 * under each field.
 */
export function GradingReportFields({
  start,
  form,
}: {
  /** The stored report as the form shows it; none for a new piece. */
  start: GradingReportFormStart | undefined;
  form: FormAnswerView;
}) {
  const { t } = useTranslation("admin");
  // The report's own words are the ones its page shows visitors (shop namespace).
  const { t: shop } = useTranslation("shop");
  const initial = start ?? reportFormStart(null);
  const value = (name: GradingReportField) => form.values[name] ?? initial[name];
  const error = (name: GradingReportField) => form.fieldError(name);
  // "Not given" first: a piece without a report leaves every field empty.
  const choices = <T extends string>(values: readonly T[], label: (value: T) => string) => [
    { value: "", label: t("gradingReport.notGiven") },
    ...values.map((code): SelectOption => ({ value: code, label: label(code) })),
  ];
  const select = (name: GradingReportField, label: string, options: SelectOption[]) => ({
    name,
    label,
    options,
    defaultValue: value(name),
    error: error(name),
  });

  return (
    <FieldGroup
      name="gradingReport"
      legend={t("gradingReport.legend")}
      hint={t("gradingReport.hint")}
      error={undefined}
    >
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <SelectField
          {...select(
            "reportLab",
            shop("shop.report.lab"),
            choices(gradingLabs, (lab) => gradingLabNames[lab]),
          )}
        />
        <div className="sm:col-span-2">
          <FormField
            name="reportNumber"
            label={shop("shop.report.number")}
            hint={t("gradingReport.numberHint")}
            autoComplete="off"
            maxLength={REPORT_NUMBER_MAX}
            defaultValue={value("reportNumber")}
            error={error("reportNumber")}
          />
        </div>
        <FormField
          name="reportCarat"
          label={t("gradingReport.carat")}
          hint={t("gradingReport.caratHint")}
          inputMode="decimal"
          autoComplete="off"
          maxLength={5}
          defaultValue={value("reportCarat")}
          error={error("reportCarat")}
        />
        <SelectField
          {...select(
            "reportColour",
            shop("shop.report.colour"),
            choices(colourGrades, (colour) => colour),
          )}
        />
        <SelectField
          {...select(
            "reportClarity",
            shop("shop.report.clarity"),
            choices(clarityGrades, (clarity) => clarity),
          )}
          hint={t("gradingReport.clarityHint")}
        />
        <SelectField
          {...select(
            "reportCut",
            shop("shop.report.cut"),
            choices(cutGrades, (cut) => shop(`shop.report.cuts.${cut}`)),
          )}
        />
      </div>
    </FieldGroup>
  );
}
