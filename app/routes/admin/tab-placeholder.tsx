import { useOutletContext } from "react-router";
import { useTranslation } from "#app/i18n/use-translation.ts";
import type { AdminOutletContext } from "./layout.tsx";
import { Card } from "#app/components/ui/card.tsx";

/** A tab whose panel arrives with the admin issue: it says so instead of pretending to work. */
export default function AdminTabPlaceholder() {
  const { t } = useTranslation("admin");
  const { label } = useOutletContext<AdminOutletContext>();
  return (
    <Card padding="lg" className="mt-8">
      <h2 className="font-serif text-2xl">{label}</h2>
      <p className="mt-2 text-ink/80">{t("admin.comingSoon")}</p>
    </Card>
  );
}
