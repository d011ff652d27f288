import { useTranslation } from "#app/i18n/use-translation.ts";
import { HomeSection } from "./home-section.tsx";

/** Who said it and where they live: the same in every language; what they said is translated. */
const customers = [
  ["first", "Els Janssens", "Brasschaat"],
  ["second", "Marc Dubois", "Waterloo"],
  ["third", "Sofie Claes", "Hasselt"],
] as const;

export function TestimonialsSection() {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      id="testimonials"
      foldSize="[--fold-size:75rem] md:[--fold-size:48rem] lg:[--fold-size:40rem]"
      tone="white"
      title={t("testimonials.title")}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {customers.map(([key, name, town]) => (
          <li key={key} className="flex flex-col rounded-lg bg-ivory p-8">
            <p role="img" aria-label={t("testimonials.rating")} className="text-xl text-gold-deep">
              {"★".repeat(5)}
            </p>
            <figure className="mt-4 flex flex-1 flex-col">
              <blockquote className="flex-1 font-serif text-lg">
                {t(`testimonials.${key}.text`)}
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold">{name}</span>
                <span className="block text-sm">
                  {town} · {t(`testimonials.${key}.item`)}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
