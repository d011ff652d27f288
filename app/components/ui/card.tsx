import type { HTMLAttributes } from "react";

const paddings = {
  none: "",
  md: "p-6",
  lg: "p-8",
} as const;

export type CardPadding = keyof typeof paddings;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element to render: a list of orders wants <li>, a titled block <section>; the frame
   * stays the same, so the look never decides the document's structure.
   */
  as?: "div" | "section" | "article" | "li" | undefined;
  /** md (p-6) for forms and list items, lg (p-8) for a page's single card; none for media. */
  padding?: CardPadding | undefined;
}

/**
 * The white, rounded, lightly shadowed frame on the ivory page (sign-in card, profile and
 * password forms, order list, contact details). `className` adds layout (margins, text align).
 */
export function Card({ as: Element = "div", padding = "md", className, ...rest }: CardProps) {
  const classes = ["rounded-lg bg-white shadow-sm", paddings[padding], className ?? ""]
    .filter(Boolean)
    .join(" ");
  return <Element {...rest} className={classes} />;
}
