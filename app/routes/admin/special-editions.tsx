import { Link, useOutletContext } from "react-router";
import { requestContext } from "#server/http/request-context.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
import { EditionForm } from "#app/components/admin/edition-form.tsx";
import { EditionList } from "#app/components/admin/edition-list.tsx";
import { TabFailure } from "#app/components/admin/tab-listing.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useLocalizedPath } from "#app/lib/use-locale.ts";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/special-editions";

// The grading report's words are the shop's own (grading-report-fields.tsx).
export const handle: MessagesHandle = { i18n: ["admin", "shop"] };

/** The list, and the edition being edited when the address says `?edit=<id>`. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return tabListing(ctx, () => ctx.services.adminSpecialEditions.list(url.searchParams));
}

/** create, update (then back to adding, also without JavaScript) or delete. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const editions = ctx.services.adminSpecialEditions;
  return tabAction(
    ctx,
    request,
    {
      create: (values, actor) => editions.create(values, actor),
      update: (values, actor) => editions.update(values.id ?? "", values, actor),
      delete: (values, actor) => editions.remove(values, actor),
    },
    { update: "/admin/special-editions" },
  );
}

export default function SpecialEditions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const editions = loaderData.listing?.editions ?? [];
  const editing = loaderData.listing?.editing ?? null;
  const needsTranslation = loaderData.listing?.needsTranslation ?? false;
  const localized = useLocalizedPath();
  return (
    <>
      <Card padding="lg" className="mt-8">
        <h2 className="font-serif text-2xl">{label}</h2>
        <p className="mt-2 text-ink/80">{t("adminEditions.intro")}</p>
        <TabFailure
          section="adminEditions"
          failure={loaderData.failure}
          reference={loaderData.reference}
        />
        <div className="mt-6">
          <EditionForm key={editing?.id ?? "new"} edition={editing} answer={actionData} />
        </div>
      </Card>
      <Card padding="lg" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h3 className="font-serif text-xl">{t("adminEditions.list")}</h3>
          <Link
            className="underline underline-offset-4"
            to={localized("/admin/special-editions", {
              query: needsTranslation ? {} : { translate: "1" },
            })}
          >
            {needsTranslation ? t("adminTranslations.showAll") : t("adminTranslations.filter")}
          </Link>
        </div>
        <div className="mt-4">
          <EditionList editions={editions} />
        </div>
      </Card>
    </>
  );
}
