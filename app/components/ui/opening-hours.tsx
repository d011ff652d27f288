import { useTranslation } from "#app/i18n/use-translation.ts";
import type { Business } from "#server/business.ts";
import { weekdayName } from "#common/format.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/** Opening hours with weekday names in the visitor's language ("maandag – vrijdag"). */
export function OpeningHours({ hours }: { hours: Business["openingHours"] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {hours.map((slot) => {
        const first = slot.days[0];
        const last = slot.days.at(-1) ?? first;
        const days =
          first === last
            ? weekdayName(first, locale)
            : t("hours.range", { from: weekdayName(first, locale), to: weekdayName(last, locale) });
        return (
          <div key={first} className="contents">
            <dt className="capitalize">{days}</dt>
            <dd>
              {slot.hours
                ? t("hours.range", { from: slot.hours.opens, to: slot.hours.closes })
                : t("hours.closed")}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
