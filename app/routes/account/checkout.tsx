import { useTranslation } from "#app/i18n/use-translation.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { requestContext } from "#server/http/request-context.ts";
import { CheckoutForm } from "#app/components/checkout/checkout-form.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { formAnswer, orFailed, readForm } from "#app/lib/action.server.ts";
import { userContext } from "#app/lib/guards.server.ts";
import { fail } from "#common/result.ts";
import { localeFromPath } from "#common/locales.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { Route } from "./+types/checkout";

export const handle: MessagesHandle = { i18n: ["shop"] };

/** Signed in only (the account layout sends others to /login and back): contact, delivery. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const profile = await ctx.services.profiles.get(context.get(userContext).id);
  return {
    name: profile?.name ?? "",
    phone: profile?.phone ?? "",
    delivery: ctx.services.checkout.delivery(),
    head: pageHead(url, "checkout"),
  };
}

/**
 * The checkout form posts here: the cart's lines come as one JSON field, everything else as
 * fields; the service prices and stores the order (checkout.service.ts) exactly as
 * POST /api/orders does.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  let lines: unknown;
  try {
    lines = JSON.parse(values.lines ?? "");
  } catch {
    return formAnswer(fail("invalid", { fieldErrors: { lines: "required" } }), values);
  }
  const body = { ...values, lines, locale: localeFromPath(url.pathname) };
  const result = await orFailed(ctx, () =>
    ctx.services.checkout.place(context.get(userContext), body),
  );
  return formAnswer(result, { ...values, lines: "" });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  return (
    <PageShell title={t("shop.checkout.title")} width="wide">
      <CheckoutForm profile={loaderData} delivery={loaderData.delivery} answer={actionData} />
    </PageShell>
  );
}
