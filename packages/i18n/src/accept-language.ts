// Alone in its file: the shop and the server read it without @foyer/i18n's catalogues.
/**
 * An Accept-Language header as the list `navigator.languages` gives in the browser that sent it:
 * by weight, then in the order written; languages weighted 0 are refused, so left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const weight = params.find((param) => param.startsWith('q='));
      const q = weight === undefined ? 1 : Number(weight.slice(2));
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((language) => language.tag !== '' && language.tag !== '*' && language.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((language) => language.tag);
}
