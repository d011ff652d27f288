/**
 * A legal section's body from its paragraphs: joined by a blank line, which
 * app/components/legal/legal-text.tsx splits again. A paragraph whose lines all start with
 * "- " is a list.
 */
export const blocks = (...parts: string[]): string => parts.join("\n\n");
