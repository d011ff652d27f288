import { fieldMessageValues } from "#common/field-limits.ts";
import { mediaLimits } from "#common/media.ts";
import { FormField } from "./form-field.tsx";

/**
 * The optional photos a visitor sends with a form (a valuation request, an appointment):
 * pictures only in the picker, several at once; the server proves each by its bytes
 * (server/uploads/visitor-photos.ts). The hint's `{{max}}`/`{{maxMb}}` get the limits.
 */
export function PhotosField(props: {
  label: string;
  optionalLabel: string;
  hint: (values: Readonly<Record<string, number>>) => string;
  error: string | undefined;
}) {
  return (
    <FormField
      name="photos"
      type="file"
      label={props.label}
      optionalLabel={props.optionalLabel}
      hint={props.hint(fieldMessageValues("photos"))}
      accept={mediaLimits.accept}
      multiple
      error={props.error}
    />
  );
}
