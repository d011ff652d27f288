import { useTranslation } from "#app/i18n/use-translation.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { HomeSection } from "./home-section.tsx";
import { TitledItems } from "./titled-items.tsx";

/** Each service's key in the messages and its icon, drawn in a few strokes. */
const services = [
  ["trading", "M3 20h18M5 20l2-6h10l2 6M8 14l1-5h6l1 5"],
  ["diamonds", "M6 4h12l4 5-10 11L2 9zM2 9h20"],
  ["watches", "M9 7l1-4h4l1 4M9 17l1 4h4l1-4M12 7a5 5 0 100 10 5 5 0 000-10zM12 10v2l1 1"],
  ["bespoke", "M12 9a6 6 0 100 12 6 6 0 000-12zM9 3h6l-3 5z"],
  ["custom", "M4 20l1-4L16 5l3 3L8 19zM14 7l3 3"],
  ["estate", "M4 10l8-6 8 6v10H4zM10 20v-5h4v5"],
] as const;
const reasons = ["experience", "free", "prices", "payment", "discretion"] as const;

export function ServicesSection({ years }: { years: number }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection
      id="services"
      foldSize="[--fold-size:150rem] md:[--fold-size:95rem] lg:[--fold-size:74rem]"
      tone="ivory"
      title={t("services.title")}
      intro={t("services.intro")}
    >
      <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <TitledItems
          heading="h3"
          className="sm:grid-cols-2"
          tileClassName="bg-white shadow-sm"
          items={services.map(([key, path]) => ({
            title: t(`services.${key}.title`),
            text: t(`services.${key}.text`),
            mark: (
              <span className="mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-ivory text-gold-deep">
                <Icon path={path} />
              </span>
            ),
          }))}
        />
        <div className="self-start rounded-lg bg-ink p-8 text-white">
          <h3 className="font-serif text-2xl">{t("services.whyTitle")}</h3>
          <ul className="mt-6 space-y-4">
            {reasons.map((key) => (
              <li key={key} className="flex gap-3">
                <span className="shrink-0 text-gold">
                  <Icon path="M5 12l5 5L20 7" />
                </span>
                {t(`services.why.${key}`, { years })}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HomeSection>
  );
}
