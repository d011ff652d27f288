import { Button, ButtonLink } from "#app/components/ui/button.tsx";

/** One of a row's buttons: its visible text, and a label naming its row for screen readers. */
export type RowAction = { text: string; label: string } & (
  { to: string; preventScrollReset?: boolean } | { onClick: () => void }
);

/**
 * The buttons of a row in an admin list (Edit or View, then Delete): links where the address
 * opens something (an edit form), buttons where the page does (a dialog).
 */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <div className="flex gap-2">
      {actions.map((action) =>
        "to" in action ? (
          <ButtonLink
            key={action.text}
            to={action.to}
            preventScrollReset={action.preventScrollReset}
            variant="secondary"
            size="sm"
            aria-label={action.label}
          >
            {action.text}
          </ButtonLink>
        ) : (
          <Button
            key={action.text}
            variant="secondary"
            size="sm"
            aria-label={action.label}
            onClick={action.onClick}
          >
            {action.text}
          </Button>
        ),
      )}
    </div>
  );
}
