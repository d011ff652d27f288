import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import type { FailureCode } from "#common/failures.ts";
import { fail, type Failure } from "#common/result.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { useLocalizedPath } from "#app/lib/use-locale.ts";

/** The admin tabs whose strings hold badQuery and loadFailed (what `tabListing` can answer). */
type TabSection =
  | "adminOrders"
  | "adminProducts"
  | "valuationRequests"
  | "attract"
  | "adminEditions"
  | "adminMails"
  | "adminActivity"
  | "adminAppointments";

/**
 * Why a tab has nothing to show (its loader is `tabListing`): a query the tab does not take,
 * with a way back to the whole list, or a failure to load with the reference to quote.
 */
export function TabFailure(props: {
  section: TabSection;
  failure: FailureCode | null;
  reference: string;
  /** Where the whole list is, for a query the tab does not take. */
  path?: "/admin" | "/admin/orders" | "/admin/products" | "/admin/activity";
}) {
  const { t } = useTranslation("admin");
  const localized = useLocalizedPath();
  const { section, failure, path } = props;
  const badQuery = t(`${section}.badQuery`);
  const message = useFailureMessage(failure ? fail(failure) : null, {
    invalid: badQuery,
    "invalid-query": badQuery,
    failed: t(`${section}.loadFailed`, { reference: props.reference }),
  });
  if (!failure) return null;
  const queryRefused = failure === "invalid" || failure === "invalid-query";
  return (
    <div className="mt-4 space-y-3">
      <Alert tone="error">{message}</Alert>
      {queryRefused && path ? (
        <Link to={localized(path)} className="inline-block underline underline-offset-4">
          {t("admin.showAll")}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The failure of a tab's action when it is the page's answer (a form sent without the page's
 * script, or by hand): a row shows only what its own fetcher was answered.
 */
export function ActionFailure(props: { answer: { ok: true } | Failure | undefined }) {
  const message = useFailureMessage(props.answer?.ok === false ? props.answer : null);
  return (
    <Alert tone="error" className="mt-4">
      {message}
    </Alert>
  );
}

/**
 * What a list tab shows around its table: "Loading …" while another search or page of it loads
 * (the table dimmed meanwhile), else how many were found, both announced; the failure to load
 * or to read the query; the empty list's message; the table; and the pages.
 */
export function TabListing(props: {
  /** The tab's strings (loading, count, badQuery, loadFailed, empty) and its path. */
  section: "adminOrders" | "adminProducts" | "valuationRequests" | "adminActivity";
  path: "/admin" | "/admin/orders" | "/admin/products" | "/admin/activity";
  listing: { total: number; page: number; pages: number; empty: boolean } | null;
  failure: FailureCode | null;
  reference: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const { section, listing, failure } = props;
  // A search or page of this tab being loaded (not a change being saved).
  const loading =
    navigation.state === "loading" && navigation.location.pathname.endsWith(props.path);
  return (
    <>
      <div role="status" className="mt-4 text-sm text-ink/75">
        {loading
          ? t(`${section}.loading`)
          : listing && listing.total > 0
            ? t(`${section}.count`, { count: listing.total })
            : null}
      </div>
      <TabFailure
        section={section}
        failure={failure}
        reference={props.reference}
        path={props.path}
      />
      {listing?.empty ? <p className="mt-6 text-lg">{t(`${section}.empty`)}</p> : null}
      {listing && !listing.empty ? (
        <div className={`mt-4 ${loading ? "opacity-60" : ""}`} aria-busy={loading || undefined}>
          {props.children}
        </div>
      ) : null}
      {listing ? <Pagination page={listing.page} pages={listing.pages} /> : null}
    </>
  );
}
