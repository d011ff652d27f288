import { useTranslation } from "#app/i18n/use-translation.ts";
import { SectionTitle } from "./home-section.tsx";
import { TitledItems } from "./titled-items.tsx";

const features = ["expertise", "trust", "personal"] as const;

/** The about section's title and the shop's story. */
export function AboutStory({ years }: { years: number }) {
  const { t } = useTranslation("home");
  return (
    <>
      <SectionTitle id="about" title={t("about.title")} />
      <p className="mt-8 text-lg">{t("about.story", { years })}</p>
      <p className="mt-4 text-lg">{t("about.story2")}</p>
    </>
  );
}

/** Three strengths, under the story and the pictures. */
export function AboutFeatures() {
  const { t } = useTranslation("home");
  return (
    <TitledItems
      heading="h3"
      className="md:grid-cols-3"
      tileClassName="bg-ivory"
      items={features.map((key) => ({
        title: t(`about.features.${key}.title`),
        text: t(`about.features.${key}.text`),
      }))}
    />
  );
}
