import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { useFailureMessage } from "#app/lib/failure-message.ts";
import type { FailureCode } from "#common/failures.ts";
import { fail } from "#common/result.ts";
import { Alert } from "#app/components/ui/alert.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";

/**
 * What a list tab shows around its table: "Loading …" while another search or page of it loads
 * (the table dimmed meanwhile), else how many were found, both announced; the failure to load
 * or to read the query; the empty list's message; the table; and the pages.
 */
export function TabListing(props: {
  /** The tab's strings (loading, count, badQuery, loadFailed, empty) and its path. */
  section: "adminOrders" | "adminProducts";
  path: "/admin/orders" | "/admin/products";
  listing: { total: number; page: number; pages: number; empty: boolean } | null;
  failure: FailureCode | null;
  reference: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const { section, listing } = props;
  const failure = useFailureMessage(props.failure ? fail(props.failure) : null, {
    invalid: t(`${section}.badQuery`),
    failed: t(`${section}.loadFailed`, { reference: props.reference }),
  });
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
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
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
