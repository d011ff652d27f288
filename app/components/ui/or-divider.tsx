/** A rule with a word in its middle ("or"), between two ways of doing the same thing. */
export function OrDivider({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-3 text-sm text-ink/70">
      <span aria-hidden="true" className="h-px flex-1 bg-ink/20" />
      {label}
      <span aria-hidden="true" className="h-px flex-1 bg-ink/20" />
    </p>
  );
}
