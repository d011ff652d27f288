import type { StaticSections } from "./static-sections.server.tsx";
import { AttractCarousel } from "./attract-carousel.tsx";
import { ServerHtml } from "#app/lib/server-html.tsx";

/**
 * The shop's story and strengths (rendered by the server: about-story.tsx) around the
 * admin's pictures, the one part that changes in the browser. Without pictures the story
 * takes the width.
 */
export function AboutSection(props: {
  html: Pick<StaticSections, "aboutStory" | "aboutFeatures"> | undefined;
  pictures: string[];
}) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="below-fold scroll-mt-20 bg-white [--fold-size:90rem] md:[--fold-size:85rem] lg:[--fold-size:56rem]"
    >
      <div
        className={`mx-auto grid max-w-7xl items-center gap-12 px-6 py-20 md:py-28 ${props.pictures.length > 0 ? "lg:grid-cols-2" : ""}`}
      >
        <ServerHtml name="aboutStory" html={props.html?.aboutStory} />
        <AttractCarousel urls={props.pictures} />
        <ServerHtml
          name="aboutFeatures"
          html={props.html?.aboutFeatures}
          className="col-span-full"
        />
      </div>
    </section>
  );
}
