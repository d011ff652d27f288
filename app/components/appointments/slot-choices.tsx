import { FieldGroup } from "#app/components/ui/field-group.tsx";
import { RadioChoice } from "#app/components/ui/radio-choice.tsx";
import type { Slot } from "#server/appointments/appointment-slots.ts";

/**
 * A day's free times as radio buttons named `start` (the slot's instant), shown by the clock
 * of Antwerp: the booking page's time step and form, and the manage page's move.
 */
export function SlotChoices(props: {
  slots: readonly Slot[];
  legend: string;
  hint: string;
  error: string | undefined;
  checked?: string | undefined;
}) {
  return (
    <FieldGroup name="start" legend={props.legend} hint={props.hint} error={props.error}>
      <div className="mt-2 flex flex-wrap gap-2">
        {props.slots.map((slot) => (
          <RadioChoice
            key={slot.start}
            name="start"
            value={slot.start}
            defaultChecked={slot.start === props.checked}
          >
            {slot.time}
          </RadioChoice>
        ))}
      </div>
    </FieldGroup>
  );
}
