import type { ReactNode } from "react";

export interface TitledItem {
  title: string;
  text: string;
  /** Shown before the title (a service's icon); ordered lists show the step's number. */
  mark?: ReactNode;
}

/**
 * A list of tiles, each a small heading and a sentence: services, steps, features, trust
 * points. `ordered` makes it the <ol> a process is, numbered on screen too.
 */
export function TitledItems(props: {
  items: TitledItem[];
  heading: "h3" | "h4";
  ordered?: boolean;
  className: string;
  tileClassName: string;
}) {
  const List = props.ordered ? "ol" : "ul";
  const Heading = props.heading;
  return (
    <List className={`grid gap-6 ${props.className}`}>
      {props.items.map((item, index) => (
        <li key={item.title} className={`rounded-lg p-6 ${props.tileClassName}`}>
          {props.ordered ? (
            <span
              aria-hidden="true"
              className="mb-4 flex h-10 w-10 items-center justify-center rounded-full border border-gold font-serif text-lg"
            >
              {index + 1}
            </span>
          ) : (
            item.mark
          )}
          <Heading className="font-serif text-xl">{item.title}</Heading>
          <p className="mt-2 opacity-85">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
