import { redirect, useOutletContext } from "react-router";
import { amountText } from "#common/amount.ts";
import { fail } from "#common/result.ts";
import { localeFromPath, localizedHref } from "#common/locales.ts";
import { requestContext } from "#server/http/request-context.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { formAnswer, orFailed, readForm } from "#app/lib/action.server.ts";
import { EditionForm, type EditableEdition } from "#app/components/admin/edition-form.tsx";
import { EditionList } from "#app/components/admin/edition-list.tsx";
import { Card } from "#app/components/ui/card.tsx";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/special-editions";

/** The list, and the edition being edited when the address says `?edit=<id>`. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const editions = await context.get(requestContext).services.adminSpecialEditions.list();
  const chosen = editions.find((edition) => edition.id === url.searchParams.get("edit"));
  const editing: EditableEdition | null = chosen
    ? {
        id: chosen.id,
        name: chosen.name,
        description: chosen.description,
        priceText: chosen.price_cents === null ? "" : amountText(chosen.price_cents),
        discountPercent: chosen.discount_percent,
        pictures: chosen.pictures,
      }
    : null;
  return { editions, editing };
}

/** create, update (then back to adding) or delete; the admin layout has checked the role. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  const editions = ctx.services.adminSpecialEditions;
  const result = await orFailed(ctx, () => {
    switch (values.intent) {
      case "create":
        return editions.create(values);
      case "update":
        return editions.update(values.id ?? "", values);
      case "delete":
        return editions.remove(values);
      default:
        return Promise.resolve(fail("invalid"));
    }
  });
  if (result.ok && values.intent === "update") {
    throw redirect(localizedHref(localeFromPath(url.pathname), "/admin/special-editions"));
  }
  return formAnswer(result, values);
}

export default function SpecialEditions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const { editions, editing } = loaderData;
  return (
    <>
      <Card padding="lg" className="mt-8">
        <h2 className="font-serif text-2xl">{label}</h2>
        <p className="mt-2 text-ink/80">{t("adminEditions.intro")}</p>
        <div className="mt-6">
          <EditionForm key={editing?.id ?? "new"} edition={editing} answer={actionData} />
        </div>
      </Card>
      <Card padding="lg" className="mt-8">
        <h3 className="font-serif text-xl">{t("adminEditions.list")}</h3>
        <div className="mt-4">
          <EditionList editions={editions} />
        </div>
      </Card>
    </>
  );
}
