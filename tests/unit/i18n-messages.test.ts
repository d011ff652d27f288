import { describe, expect, it } from "vitest";
import { en } from "#app/i18n/en.ts";
import { fr } from "#app/i18n/fr.ts";
import { appointmentMailMessages } from "#server/appointments/appointment-mail-messages.ts";
import { mailMessages } from "#server/mail/mail-messages.ts";
import { nl } from "#app/i18n/nl.ts";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const source = new Map([
  ...flatten(en),
  ...[...flatten(mailMessages.en)].map(([key, text]) => [`mail.${key}`, text] as const),
  ...[...flatten(appointmentMailMessages.en)].map(
    ([key, text]) => [`appointmentMail.${key}`, text] as const,
  ),
]);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ["nl", nl, mailMessages.nl, appointmentMailMessages.nl],
  ["fr", fr, mailMessages.fr, appointmentMailMessages.fr],
])("%s messages (pages and mails)", (_name, messages, mail, appointmentMail) => {
  const target = new Map([
    ...flatten(messages),
    ...[...flatten(mail)].map(([key, text]) => [`mail.${key}`, text] as const),
    ...[...flatten(appointmentMail)].map(
      ([key, text]) => [`appointmentMail.${key}`, text] as const,
    ),
  ]);

  it("has every key of en and no other", () => {
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it("keeps every placeholder of en", () => {
    for (const [key, text] of source) {
      expect(placeholders(target.get(key) ?? ""), key).toEqual(placeholders(text));
    }
  });

  it("is a translation, not a copy of English", () => {
    const words = (text: string) => text.replace(/\{\{\w+\}\}/g, "").replace(/[^\p{L}]/gu, "");
    const same = [...source].filter(
      ([key, text]) => target.get(key) === text && words(text).length > 12,
    );
    // Proper names and a few international words may stay the same; sentences may not.
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it("has no empty messages", () => {
    expect([...target].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
  });
});
