import { useEffect } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import type { AdminProductAnswer } from "#app/routes/admin/products.tsx";
import type { AdminProduct } from "#server/catalog/admin-products.service.ts";

/**
 * "Are you sure you want to delete this product?" before the tab's action deletes it (intent
 * "delete"). It closes once the product is gone (the list is read again) and calls
 * `onDeleted`; a failure ("Failed to delete product") is said inside it, so the admin can try
 * again or cancel.
 */
export function DeleteProductDialog(props: {
  product: AdminProduct | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<NonNullable<AdminProductAnswer>>({ key: "delete-product" });
  const { product, onDeleted } = props;
  const deleting = fetcher.state !== "idle";
  const answer = deleting ? undefined : fetcher.data;
  // Which product the last answer is about: another one's earlier failure is not this one's.
  const answerFor = answer ? (answer.ok ? answer.productId : answer.values.productId) : null;
  const answered = answer !== undefined && product !== null && answerFor === product.id;
  const done = answered && answer.ok;

  useEffect(() => {
    if (done) onDeleted();
  }, [done, onDeleted]);

  return (
    <ConfirmDialog
      open={product !== null}
      onClose={props.onClose}
      title={product ? t("adminProducts.deleteTitle", { name: product.name }) : ""}
      message={t("adminProducts.confirmDelete")}
      confirmLabel={t("adminProducts.delete")}
      pendingLabel={t("adminProducts.deleting")}
      cancelLabel={t("adminProducts.cancel")}
      pending={deleting}
      error={answered && !answer.ok ? t("adminProducts.deleteFailed") : null}
      onConfirm={() => {
        if (!product) return;
        void fetcher.submit({ intent: "delete", productId: product.id }, { method: "post" });
      }}
    />
  );
}
