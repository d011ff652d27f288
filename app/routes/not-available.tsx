import { useTranslation } from "#app/i18n/use-translation.ts";
import { stripLocale } from "#common/locales.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { Route } from "./+types/not-available";
import { ButtonLink } from "#app/components/ui/button.tsx";

const pageKeys = {
  "/shop": "shop",
} as const;

/**
 * Pages of docs/product.md §2 that are not built yet say so plainly instead of pretending to work.
 * They are real routes already, so links and language alternates point to their future home.
 */
export function loader({ url }: Route.LoaderArgs) {
  // `url` is normalized: a client-side navigation requests "/fr/shop.data".
  const path = stripLocale(url.pathname) as keyof typeof pageKeys;
  return { page: pageKeys[path] };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function NotAvailable({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const name = t(`pending.pages.${loaderData.page}`);
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <title>{`${name} – ${t("pending.title")}`}</title>
      <p className="text-sm uppercase tracking-widest text-gold-deep">{name}</p>
      <h1 className="mt-2 font-serif text-4xl">{t("pending.title")}</h1>
      <p className="mt-4 text-lg">{t("pending.text")}</p>
      <ButtonLink to={localized("/")} className="mt-8">
        {t("pending.back")}
      </ButtonLink>
    </section>
  );
}
