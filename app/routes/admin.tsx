import { useTranslation } from "react-i18next";
import { requireAdmin } from "#server/accounts/guards.ts";
import { appContext } from "#server/app-context.ts";
import { countSpecialEditions } from "#server/catalog/special-edition.queries.ts";
import { TabLinks } from "../components/ui/tab-links.tsx";
import { useLocalizedPath } from "../lib/use-locale.ts";
import type { Route } from "./+types/admin";

const tabs = ["valuations", "products", "orders", "attractImages", "specialEditions"] as const;
type Tab = (typeof tabs)[number];

/** Admins only, checked here on the server; the panels themselves arrive with later work. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  await requireAdmin(ctx, url);
  const requested = url.searchParams.get("tab");
  const tab: Tab = tabs.find((name) => name === requested) ?? "valuations";
  return { tab, specialEditionCount: await countSpecialEditions(ctx.db) };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const label = (tab: Tab) =>
    tab === "specialEditions"
      ? t("admin.specialEditions", { count: loaderData.specialEditionCount })
      : t(`admin.${tab}`);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="admin-title">
      <title>{t("admin.title")}</title>
      <h1 id="admin-title" className="font-serif text-4xl">
        {t("admin.title")}
      </h1>
      <div className="mt-6">
        <TabLinks
          label={t("admin.tabs")}
          current={loaderData.tab}
          tabs={tabs.map((tab) => ({
            key: tab,
            label: label(tab),
            to: `${localized("/admin")}?tab=${tab}`,
          }))}
        />
      </div>
      <div className="mt-8 rounded-lg bg-white p-8 shadow-sm">
        <h2 className="font-serif text-2xl">{label(loaderData.tab)}</h2>
        <p className="mt-2 text-ink/80">{t("admin.comingSoon")}</p>
      </div>
    </section>
  );
}
