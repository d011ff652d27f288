import { useId } from "react";

/**
 * The frame of a titled page (account, orders, admin): one h1 that names the region, and the
 * content below it. The document title is the page head's (app/lib/page-head.ts).
 */
export function PageShell(props: {
  title: string;
  width?: "narrow" | "wide";
  children: React.ReactNode;
}) {
  const titleId = useId();
  const width = props.width === "wide" ? "max-w-6xl" : "max-w-3xl";
  return (
    <section className={`mx-auto ${width} px-4 py-12`} aria-labelledby={titleId}>
      <h1 id={titleId} className="font-serif text-4xl">
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}
