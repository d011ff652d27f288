import type { ReactNode } from "react";

const tones = {
  ivory: "bg-ivory",
  white: "bg-white",
  ink: "bg-ink text-white",
} as const;

/** The page's width and a section's breathing room; about-section.tsx repeats it in the browser. */
export const sectionFrame = "mx-auto max-w-7xl px-6 py-20 md:py-28";

/** A section's h2 under a gold rule, and its lead when it has one. */
export function SectionTitle(props: { id: string; title: string; intro?: string }) {
  return (
    <>
      <div aria-hidden="true" className="mb-5 h-px w-16 bg-gold" />
      <h2 id={`${props.id}-title`} className="font-serif text-3xl md:text-4xl">
        {props.title}
      </h2>
      {props.intro ? <p className="mt-4 max-w-2xl text-lg opacity-85">{props.intro}</p> : null}
    </>
  );
}

/**
 * A static section of the home page: its anchor (the header's links and the hero's button
 * scroll to it), its title and its content on ivory, white or ink. Below the first screen,
 * so the browser draws it only when it comes near (`below-fold`, app/app.css).
 */
export function HomeSection(props: {
  id: string;
  title: string;
  intro?: string;
  tone: keyof typeof tones;
  /**
   * Its usual height per breakpoint (`--fold-size` classes), measured in the three
   * languages: until it is drawn it takes that much room, so drawing it moves nothing below.
   */
  foldSize: string;
  children: ReactNode;
}) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className={`below-fold scroll-mt-20 ${props.foldSize} ${tones[props.tone]}`}
    >
      <div className={sectionFrame}>
        <SectionTitle id={props.id} title={props.title} intro={props.intro} />
        {props.children}
      </div>
    </section>
  );
}
