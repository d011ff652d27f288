import { useTranslation } from "#app/i18n/use-translation.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { Card } from "#app/components/ui/card.tsx";
import { formatCarat, formatEuros } from "#common/format.ts";

interface SummaryLine {
  name?: string | undefined;
  carat: number | null;
  quantity: number;
  lineTotalCents?: number | undefined;
}

/** The lines of an order or a cart with their prices, then its sums and total. */
export function OrderSummary(props: {
  title: string;
  lines: readonly SummaryLine[];
  rows: [string, string][];
  total: string;
}) {
  const { t } = useTranslation("shop");
  const locale = useLocale();
  return (
    <Card as="section" aria-label={props.title}>
      <h2 className="font-serif text-2xl">{props.title}</h2>
      <ul className="mt-4 divide-y divide-ink/10">
        {props.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4 py-2 text-sm">
            <span>
              {line.quantity} × {line.name}
              {line.carat !== null
                ? ` · ${t("shop.item.caratValue", { carat: formatCarat(line.carat, locale) })}`
                : ""}
            </span>
            <span className="whitespace-nowrap">
              {line.lineTotalCents === undefined ? "" : formatEuros(line.lineTotalCents, locale)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-ink/10 pt-4 text-sm">
        {props.rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between pt-2 text-lg font-semibold">
          <dt>{t("shop.checkout.total")}</dt>
          <dd>{props.total}</dd>
        </div>
      </dl>
    </Card>
  );
}
