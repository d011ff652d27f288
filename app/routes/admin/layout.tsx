import { Link, Outlet, redirect, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { localeFromPath, localizedHref, stripLocale } from "#common/locales.ts";
import { requestContext } from "#server/http/request-context.ts";
import { adminTabs, type AdminTab } from "#app/components/admin/admin-tabs.ts";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { TabLinks } from "#app/components/ui/tab-links.tsx";
import { requireAdmin } from "#app/lib/guards.server.ts";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { NoindexHandle } from "#app/lib/page-head.ts";
import type { Route } from "./+types/layout";

/** Its strings live in the admin messages, loaded only where it is used; never indexed. */
export const handle: MessagesHandle & NoindexHandle = { i18n: ["admin"], noindex: true };

/** Admins only, checked once here on the server for every tab below. */
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export async function loader({ url, context }: Route.LoaderArgs) {
  // Links from before the tabs had their own addresses (/admin?tab=products) still work.
  const legacy = adminTabs.find((tab) => tab.key === url.searchParams.get("tab"));
  if (legacy) throw redirect(localizedHref(localeFromPath(url.pathname), legacy.path));
  const { services } = context.get(requestContext);
  const [specialEditionCount, toTranslate] = await Promise.all([
    services.catalogue.countSpecialEditions(),
    services.catalogue.countNeedingTranslation(),
  ]);
  return { specialEditionCount, toTranslate, head: pageHead(url, "admin") };
}

/** How many pieces miss a current Dutch or French, with links to them; nothing when none do. */
function TranslationSummary(props: { products: number; specialEditions: number }) {
  const { t } = useTranslation("admin");
  const localized = useLocalizedPath();
  const count = props.products + props.specialEditions;
  if (count === 0) return null;
  const link = "underline underline-offset-4";
  return (
    <p className="mt-4 rounded bg-amber-50 p-3 text-sm text-amber-950">
      {t("adminTranslations.summary", { count })}{" "}
      {props.products > 0 ? (
        <Link className={link} to={localized("/admin/products", { query: { translate: "1" } })}>
          {t("adminTranslations.summaryProducts", { count: props.products })}
        </Link>
      ) : null}{" "}
      {props.specialEditions > 0 ? (
        <Link
          className={link}
          to={localized("/admin/special-editions", { query: { translate: "1" } })}
        >
          {t("adminTranslations.summaryEditions", { count: props.specialEditions })}
        </Link>
      ) : null}
    </p>
  );
}

/** What a tab's route gets from the layout: which tab it is and its label. */
export interface AdminOutletContext {
  tab: AdminTab;
  label: string;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const localized = useLocalizedPath();
  const path = stripLocale(useLocation().pathname);
  const current = adminTabs.find((tab) => tab.path === path)?.key ?? "valuations";
  // The special editions tab counts them out of 50 (docs/product.md §2).
  const label = (tab: AdminTab) =>
    tab === "specialEditions"
      ? t("admin.specialEditions", { count: loaderData.specialEditionCount })
      : t(`admin.${tab}`);
  return (
    <PageShell title={t("admin.title")} width="wide">
      <div className="mt-6">
        <TabLinks
          label={t("admin.tabs")}
          current={current}
          tabs={adminTabs.map((tab) => ({
            key: tab.key,
            label: label(tab.key),
            to: localized(tab.path),
          }))}
        />
      </div>
      <TranslationSummary {...loaderData.toTranslate} />
      <Outlet context={{ tab: current, label: label(current) } satisfies AdminOutletContext} />
    </PageShell>
  );
}
