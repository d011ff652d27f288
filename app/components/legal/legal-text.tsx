/**
 * A legal text from the messages: paragraphs separated by a blank line, and a paragraph whose
 * lines all start with "- " as a list. Plain strings keep the messages free of markup, and
 * React escapes everything, so a translator cannot break the page.
 */
export function LegalText({ text }: { text: string }) {
  return (
    <>
      {text.split("\n\n").map((block, index) => {
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={index} className="mt-3 list-disc space-y-2 pl-6">
              {lines.map((line, item) => (
                <li key={item}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index} className="mt-3">
            {block}
          </p>
        );
      })}
    </>
  );
}
