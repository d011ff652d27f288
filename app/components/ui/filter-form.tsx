import type { ComponentProps, ReactNode, Ref } from "react";
import { Form, Link } from "react-router";
import { Button } from "./button.tsx";

/**
 * A list's search and filters as a plain GET form (the shop's grid, the admin's orders): it
 * works before JavaScript loads and the list it shows is an address to share. Its fields come
 * first, then Apply and a Clear link back to the bare list.
 */
export function FilterForm({
  ref,
  action,
  label,
  applyLabel,
  clearLabel,
  children,
  className,
  onSubmit,
  onChange,
}: {
  /** The list's path: the form's action and Clear's target. */
  action: string;
  /** The form's name, e.g. "Filters". */
  label: string;
  applyLabel: string;
  clearLabel: string;
  children: ReactNode;
  /** Layout only: the grid the fields and buttons sit in. */
  className: string;
  ref?: Ref<HTMLFormElement> | undefined;
  onSubmit?: ComponentProps<typeof Form>["onSubmit"];
  onChange?: ComponentProps<typeof Form>["onChange"];
}) {
  return (
    <Form
      ref={ref}
      method="get"
      action={action}
      aria-label={label}
      className={className}
      onSubmit={onSubmit}
      onChange={onChange}
    >
      {children}
      <div className="flex items-center gap-3">
        <Button type="submit">{applyLabel}</Button>
        <Link to={action} className="whitespace-nowrap underline underline-offset-4">
          {clearLabel}
        </Link>
      </div>
    </Form>
  );
}
