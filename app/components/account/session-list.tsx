import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatDateTime } from "#common/format.ts";
import type { Failure } from "#common/result.ts";
import type { DeviceName } from "#common/user-agent.ts";
import type { AccountSession } from "#server/accounts/profiles.service.ts";
import { DataTable, tableCell } from "#app/components/ui/data-table.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { RowPostButton } from "#app/components/ui/row-post-button.tsx";

/**
 * Where the account is signed in (/profile?tab=sessions): each device with when, how and from
 * which address it signed in and when it was last active, this one marked; any other can be signed out, or all of them at once.
 * Plain forms: it works before JavaScript loads.
 */
export function SessionList(props: {
  sessions: AccountSession[];
  /** How many devices the last sign-out ended, or why it could not. */
  ended: number | null;
  failure: Failure | null;
}) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  const failure = useFailureMessage(props.failure, {
    invalid: t("sessions.errors.invalid"),
    "not-found": t("sessions.errors.not-found"),
  });
  const named = (device: DeviceName) =>
    t("sessions.deviceName", {
      browser: device.browser ?? t("sessions.unknownBrowser"),
      system: device.system ?? t("sessions.unknownSystem"),
    });
  const others = props.sessions.filter((session) => !session.current);
  return (
    <Card>
      <h2 className="font-serif text-2xl">{t("profile.tabSessions")}</h2>
      <p className="mt-1 text-sm text-ink/80">{t("sessions.intro")}</p>
      <div role="status" className="mt-4">
        {props.ended === null ? null : t("sessions.ended", { count: props.ended })}
      </div>
      <Alert tone="error" className="mt-2">
        {failure}
      </Alert>
      <div className="mt-4">
        <DataTable
          caption={t("sessions.caption")}
          columns={[
            t("sessions.device"),
            t("sessions.signedIn"),
            t("sessions.method"),
            t("sessions.from"),
            t("sessions.lastSeen"),
            t("sessions.action"),
          ]}
        >
          {props.sessions.map((session) => (
            <tr key={session.id} className="border-b border-ink/10">
              <td className={tableCell}>{named(session.device)}</td>
              <td className={tableCell}>
                <time dateTime={session.signedInAt}>
                  {formatDateTime(session.signedInAt, locale)}
                </time>
              </td>
              <td className={tableCell}>{t(`sessions.methods.${session.method}`)}</td>
              <td className={tableCell}>{session.address ?? t("sessions.unknownAddress")}</td>
              <td className={tableCell}>
                <time dateTime={session.lastSeenAt}>
                  {formatDateTime(session.lastSeenAt, locale)}
                </time>
              </td>
              <td className={tableCell}>
                {session.current ? (
                  <strong>{t("sessions.thisDevice")}</strong>
                ) : (
                  <RowPostButton
                    intent="end-session"
                    id={session.id}
                    text={t("sessions.end")}
                    details={t("sessions.endDetails", {
                      device: named(session.device),
                      date: formatDateTime(session.signedInAt, locale),
                    })}
                    pending={sending === session.id}
                  />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </div>
      {others.length > 0 ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="end-other-sessions" />
          <Button type="submit" variant="secondary">
            {t("sessions.endOthers")}
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-ink/80">{t("sessions.onlyThis")}</p>
      )}
    </Card>
  );
}
