import { Form } from "react-router";
import { Button } from "./button.tsx";

/**
 * A row's one-click change (send a mail again, sign a device out) as a plain POST form, so it
 * works before JavaScript loads: `intent` and the row's `id` go with it. The visible text is
 * short; `details` names the row for screen readers ("Send again to an@example.be").
 */
export function RowPostButton(props: {
  intent: string;
  id: string;
  text: string;
  details: string;
  pending: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <Button type="submit" variant="secondary" size="sm" pending={props.pending}>
        {props.text}
        <span className="sr-only"> {props.details}</span>
      </Button>
    </Form>
  );
}
