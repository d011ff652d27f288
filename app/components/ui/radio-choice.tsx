import type { ReactNode } from "react";

/**
 * One answer of a radio question as a bordered box around the button and its words, marked
 * when chosen (the booking page's topics and times). The whole box is the label, so a press
 * anywhere on it chooses; the native button keeps keyboard use and names it for a screen reader.
 */
export function RadioChoice(props: {
  name: string;
  value: string;
  defaultChecked: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex items-center gap-3 rounded border border-ink/30 px-3 py-2 has-[:checked]:border-ink has-[:checked]:bg-gold/20">
      <input
        type="radio"
        name={props.name}
        value={props.value}
        required
        defaultChecked={props.defaultChecked}
      />
      {props.children}
    </label>
  );
}
