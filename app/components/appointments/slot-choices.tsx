import { FieldGroup } from "#app/components/ui/field-group.tsx";
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
          <label
            key={slot.start}
            className="flex items-center gap-2 rounded border border-ink/30 px-3 py-2 has-[:checked]:border-ink has-[:checked]:bg-gold/20"
          >
            <input
              type="radio"
              name="start"
              value={slot.start}
              required
              defaultChecked={slot.start === props.checked}
            />
            {slot.time}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
