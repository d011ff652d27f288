import { useNavigation, useOutletContext } from "react-router";
import { requestContext } from "#server/http/request-context.ts";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { tabAction, tabListing } from "#app/lib/admin-tab.server.ts";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import { DataTable, tableCell } from "#app/components/ui/data-table.tsx";
import { TabFailure } from "#app/components/admin/tab-listing.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { RowPostButton } from "#app/components/ui/row-post-button.tsx";
import type { AdminOutletContext } from "./layout.tsx";
import type { Route } from "./+types/mails";

/**
 * /admin/mails: the mails the sender gave up on (server/mail/admin-mails.service.ts), each
 * with "Send again". The admin layout's middleware (requireAdmin) has run before both.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return tabListing(ctx, () => ctx.services.adminMails.list());
}

/** "Send again" posts here: the mail is queued again with fresh attempts. */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { adminMails } = ctx.services;
  return tabAction(ctx, request, {
    "send-again": (values, actor) => adminMails.sendAgain(values, actor),
  });
}

export default function AdminMails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  const navigation = useNavigation();
  const { listing } = loaderData;
  const failure = useFailureMessage(actionData && !actionData.ok ? actionData : null, {
    invalid: t("adminMails.errors.invalid"),
    "not-found": t("adminMails.errors.not-found"),
    failed: t("adminMails.errors.failed"),
  });
  const sending = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <Card padding="lg" className="mt-8">
      <h2 className="font-serif text-2xl">{label}</h2>
      <p className="mt-2 text-ink/80">{t("adminMails.intro")}</p>
      <TabFailure
        section="adminMails"
        failure={loaderData.failure}
        reference={loaderData.reference}
      />
      <Alert tone="error" className="mt-4">
        {failure}
      </Alert>
      <Alert tone="success" className="mt-4">
        {actionData?.ok ? t("adminMails.sentAgain") : null}
      </Alert>
      {listing ? (
        <>
          <p className="mt-4" role="status">
            {t("adminMails.queued", { count: listing.queued })}
          </p>
          <p className="mt-2">{t("adminMails.activeAlerts", { count: listing.activeAlerts })}</p>
          {listing.failed.length === 0 ? (
            <p className="mt-4 text-ink/80">{t("adminMails.empty")}</p>
          ) : (
            <div className="mt-4">
              <DataTable
                caption={t("adminMails.caption")}
                columns={[
                  t("adminMails.to"),
                  t("adminMails.subject"),
                  t("adminMails.attempts"),
                  t("adminMails.lastError"),
                  t("adminMails.action"),
                ]}
              >
                {listing.failed.map((mail) => (
                  <tr key={mail.id}>
                    <td className={`${tableCell} break-all`}>{mail.to}</td>
                    <td className={tableCell}>{mail.subject}</td>
                    <td className={tableCell}>{mail.attempts}</td>
                    <td className={`${tableCell} break-words text-ink/80`}>{mail.lastError}</td>
                    <td className={tableCell}>
                      <RowPostButton
                        intent="send-again"
                        id={mail.id}
                        text={t("adminMails.sendAgain")}
                        details={t("adminMails.sendAgainTo", { to: mail.to })}
                        pending={sending === mail.id}
                      />
                    </td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </>
      ) : null}
    </Card>
  );
}
