import { useTranslation } from "#app/i18n/use-translation.ts";
import type { LanguagesToDo as ToDo } from "#server/catalogue/translation-start.ts";
import type { TranslatedLocale } from "#server/db/schema.ts";

const translated: readonly TranslatedLocale[] = ["nl", "fr"];

/** A list row's languages that need the shop's work ("Dutch missing"), or that none do. */
export function LanguagesToDo({ languages }: { languages: ToDo }) {
  const { t } = useTranslation("admin");
  const toDo = translated.flatMap((locale) => {
    const state = languages[locale];
    return state
      ? [
          t(`adminTranslations.badges.${state}`, {
            language: t(`adminTranslations.languages.${locale}`),
          }),
        ]
      : [];
  });
  if (toDo.length === 0) {
    return <span className="text-ink/70">{t("adminTranslations.allTranslated")}</span>;
  }
  return (
    <ul className="flex flex-wrap gap-1">
      {toDo.map((text) => (
        <li key={text} className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
          {text}
        </li>
      ))}
    </ul>
  );
}
