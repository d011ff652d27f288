import { useTranslation } from "#app/i18n/use-translation.ts";
import type { MessagesHandle } from "#app/i18n/namespaces.ts";
import { requestContext, requestOrigin } from "#server/http/request-context.ts";
import { CheckoutForm } from "#app/components/checkout/checkout-form.tsx";
import { ConfirmEmailNotice } from "#app/components/checkout/confirm-email-notice.tsx";
import { PageShell } from "#app/components/ui/page-shell.tsx";
import { formAnswer, orFailed, readForm } from "#app/lib/action.server.ts";
import { userContext } from "#app/lib/guards.server.ts";
import { fail, ok } from "#common/result.ts";
import { localeFromPath, localizePath } from "#common/locales.ts";
import { pageHead } from "#app/lib/page-head.server.ts";
import type { Route } from "./+types/checkout";

export const handle: MessagesHandle = { i18n: ["shop"] };

/** Signed in only (the account layout sends others to /login and back): contact, delivery. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const user = context.get(userContext);
  const profile = await ctx.services.profiles.get(user.id);
  return {
    email: user.email,
    /** No order before the account's address is confirmed (checkout.service.ts). */
    emailConfirmed: user.emailVerified,
    name: profile?.name ?? "",
    phone: profile?.phone ?? "",
    delivery: ctx.services.checkout.delivery(),
    head: pageHead(url, "checkout"),
  };
}

/**
 * The checkout form posts here: the cart's lines come as one JSON field, everything else as
 * fields; the service prices and stores the order (checkout.service.ts) exactly as
 * POST /api/orders does. An account whose address is not confirmed may ask here for the
 * confirmation mail again (intent "send-confirmation").
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const values = await readForm(request);
  if (values.intent === "send-confirmation") {
    const sent = await ctx.services.accounts.sendConfirmation(
      request.headers,
      context.get(userContext),
      requestOrigin(ctx, url),
      localizePath("/checkout", localeFromPath(url.pathname)),
    );
    return formAnswer(sent.ok ? ok({ intent: "send-confirmation" }) : sent, values);
  }
  let lines: unknown;
  try {
    lines = JSON.parse(values.lines ?? "");
  } catch {
    return formAnswer(fail("invalid", { fieldErrors: { lines: "required" } }), values);
  }
  const body = { ...values, lines, locale: localeFromPath(url.pathname) };
  const result = await orFailed(ctx, () =>
    ctx.services.checkout.place(context.get(userContext), body, {
      clientAddress: ctx.clientAddress,
    }),
  );
  return formAnswer(result, { ...values, lines: "" });
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("shop");
  // The answer to "send the confirmation mail again", or else to placing the order.
  const asked = actionData && !actionData.ok ? actionData.values.intent : undefined;
  const confirmation =
    asked === "send-confirmation" || (actionData && "intent" in actionData)
      ? actionData
      : undefined;
  const order = actionData && !("intent" in actionData) && !confirmation ? actionData : undefined;
  return (
    <PageShell title={t("shop.checkout.title")} width="wide">
      {loaderData.emailConfirmed ? (
        <CheckoutForm profile={loaderData} delivery={loaderData.delivery} answer={order} />
      ) : (
        <ConfirmEmailNotice email={loaderData.email} answer={confirmation} />
      )}
    </PageShell>
  );
}
