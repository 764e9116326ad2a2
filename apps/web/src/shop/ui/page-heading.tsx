import type { Language } from '@foyer/contracts';

/**
 * A catalogue page's name and text (a donation campaign, a tour), marked with the language they
 * came in: the museum may not have written them in the shop's language.
 */
export function PageHeading({ name, text, language, textClass }: { name: string; text: string; language: Language; textClass: string }) {
  return (
    <>
      <h1 lang={language}>{name}</h1>
      {text && (
        <p className={textClass} lang={language}>
          {text}
        </p>
      )}
    </>
  );
}
