import type { ReactNode, Ref } from "react";

/** A cell of a data table, header or data. */
export const tableCell = "px-2 py-3 text-left align-top";

/**
 * A list as a table (an admin tab's; an account's sessions, passkeys and appointments) that
 * scrolls sideways on narrow screens, named by its caption for screen readers; focusable
 * (`tableRef`) so focus has somewhere to go when a row leaves.
 */
export function DataTable({
  caption,
  columns,
  tableRef,
  children,
}: {
  caption: string;
  /** Column headings; a right-aligned one (amounts) as `{ label, end: true }`. */
  columns: (string | { label: string; end: true })[];
  tableRef?: Ref<HTMLTableElement> | undefined;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table ref={tableRef} tabIndex={-1} className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-ink/20">
          <tr>
            {columns.map((column) => {
              const label = typeof column === "string" ? column : column.label;
              return (
                <th
                  key={label}
                  className={typeof column === "string" ? tableCell : `${tableCell} text-right`}
                >
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/10">{children}</tbody>
      </table>
    </div>
  );
}
