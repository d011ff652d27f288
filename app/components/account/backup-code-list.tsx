import { useId } from "react";

/** Ten backup codes, shown once: a titled list, in a font where 0 and O differ. */
export function BackupCodeList(props: { title: string; codes: readonly string[] }) {
  const id = useId();
  return (
    <div>
      <p id={id} className="font-medium">
        {props.title}
      </p>
      <ul
        aria-labelledby={id}
        className="mt-2 grid max-w-sm grid-cols-2 gap-2 rounded border border-ink/20 bg-ivory p-3 font-mono"
      >
        {props.codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
