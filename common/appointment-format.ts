import { formatDateTime, known, memo } from "./format.ts";
import { intlLocale, type Locale } from "./locales.ts";

/*
 * An appointment's time as its mails and the customer's /profile tab write it: apart from
 * format.ts so that only the pages showing appointments carry it (as chart-format.ts).
 */

// The shop is in Antwerp: the weekday of Brussels' calendar, whatever the server's zone.
const weekdayFormat = memo(
  (tag) => new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "Europe/Brussels" }),
);

/** "zondag 28 maart 2027 om 09:00": the weekday too, so nobody comes on the wrong day. */
export function formatAppointmentTime(start: string, locale: Locale): string {
  const tag = intlLocale[locale];
  return known(
    `weekday|${tag}|${start}`,
    () => `${weekdayFormat(tag).format(new Date(start))} ${formatDateTime(start, locale)}`,
  );
}
