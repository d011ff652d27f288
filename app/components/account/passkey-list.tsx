import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { formatDateTime } from "#common/format.ts";
import type { PasskeyView } from "#server/accounts/passkeys.service.ts";
import { DataTable, tableCell } from "#app/components/ui/data-table.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { AddPasskeyForm } from "./add-passkey-form.tsx";
import { RemovePasskeyDialog, RenamePasskeyDialog, type NamedPasskey } from "./passkey-dialogs.tsx";

/** Which dialog is open, about which passkey. */
interface Asking {
  dialog: "rename" | "remove";
  passkey: NamedPasskey;
}

/**
 * The account's passkeys on /profile: each with its name, when it was added and last signed
 * in; renamed or removed (after a question), and a new one added. WebAuthn and the dialogs
 * need JavaScript: without it the list is there and a note says so.
 */
export function PasskeyList({ passkeys }: { passkeys: PasskeyView[] }) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const hydrated = useHydrated();
  const tableRef = useRef<HTMLTableElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [opening, setOpening] = useState(0);
  const [status, setStatus] = useState("");
  // Bumped when a removal needs focus moved, once the dialog has closed (the page is inert
  // while it is open): its row, and the button that asked, are gone.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) (tableRef.current ?? headingRef.current)?.focus();
  }, [refocus]);
  const ask = (dialog: Asking["dialog"], passkey: PasskeyView) => {
    setOpening((n) => n + 1);
    setStatus("");
    setAsking({ dialog, passkey: { id: passkey.id, name: passkey.name, label: label(passkey) } });
  };
  const label = (passkey: PasskeyView) => passkey.name || t("passkeys.unnamed");
  const close = useCallback(() => {
    setAsking(null);
  }, []);
  const renamed = useCallback(
    (name: string) => {
      setAsking(null);
      setStatus(t("passkeys.renamed", { name }));
    },
    [t],
  );
  const removed = useCallback(
    (name: string) => {
      setAsking(null);
      setStatus(t("passkeys.removed", { name }));
      setRefocus((n) => n + 1);
    },
    [t],
  );

  return (
    <Card>
      <h2 ref={headingRef} tabIndex={-1} className="font-serif text-2xl">
        {t("passkeys.title")}
      </h2>
      <p className="mt-1 text-sm text-ink/80">{t("passkeys.intro")}</p>
      <div role="status" className="mt-4">
        {status}
      </div>
      {passkeys.length === 0 ? (
        <p className="mt-2 text-ink/80">{t("passkeys.none")}</p>
      ) : (
        <div className="mt-2">
          <DataTable
            caption={t("passkeys.caption")}
            tableRef={tableRef}
            columns={[
              t("passkeys.name"),
              t("passkeys.added"),
              t("passkeys.lastUsed"),
              t("passkeys.actions"),
            ]}
          >
            {passkeys.map((passkey) => (
              <tr key={passkey.id}>
                <td className={`${tableCell} break-words`}>
                  {label(passkey)}
                  {passkey.synced ? (
                    <span className="block text-xs text-ink/70">{t("passkeys.synced")}</span>
                  ) : null}
                </td>
                <td className={tableCell}>
                  <time dateTime={passkey.createdAt}>
                    {formatDateTime(passkey.createdAt, locale)}
                  </time>
                </td>
                <td className={tableCell}>
                  {passkey.lastUsedAt ? (
                    <time dateTime={passkey.lastUsedAt}>
                      {formatDateTime(passkey.lastUsedAt, locale)}
                    </time>
                  ) : (
                    t("passkeys.never")
                  )}
                </td>
                <td className={tableCell}>
                  {hydrated ? (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => {
                          ask("rename", passkey);
                        }}
                      >
                        {t("passkeys.rename")}
                        <span className="sr-only"> {label(passkey)}</span>
                      </Button>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => {
                          ask("remove", passkey);
                        }}
                      >
                        {t("passkeys.remove")}
                        <span className="sr-only"> {label(passkey)}</span>
                      </Button>
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
      {hydrated ? (
        <>
          <AddPasskeyForm />
          <RenamePasskeyDialog
            key={`rename-${opening}`}
            passkey={asking?.dialog === "rename" ? asking.passkey : null}
            onClose={close}
            onRenamed={renamed}
          />
          <RemovePasskeyDialog
            key={`remove-${opening}`}
            passkey={asking?.dialog === "remove" ? asking.passkey : null}
            onClose={close}
            onRemoved={removed}
          />
        </>
      ) : (
        <noscript>
          <p className="mt-4 text-ink/80">{t("passkeys.noScript")}</p>
        </noscript>
      )}
    </Card>
  );
}
