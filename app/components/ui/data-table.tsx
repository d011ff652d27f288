import type { ReactNode, Ref } from "react";

/** A cell of an admin table, header or data. */
export const adminCell = "px-2 py-3 text-left align-top";

/**
 * A tab's list as a table that scrolls sideways on narrow screens, named by its caption for
 * screen readers; focusable (`tableRef`) so focus has somewhere to go when a row leaves.
 */
export function AdminTable({
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
                  className={typeof column === "string" ? adminCell : `${adminCell} text-right`}
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
