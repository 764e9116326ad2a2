import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import da from '@foyer/i18n/shop/da';
import de from '@foyer/i18n/shop/de';
import en from '@foyer/i18n/shop/en';
import nl from '@foyer/i18n/shop/nl';

/** The loader (public/embed.js) is plain script on the museum's page: it carries its own copy of the title. */
const loader = readFileSync(new URL('../../../public/embed.js', import.meta.url), 'utf8');

describe('the shop frame’s title', () => {
  it('is the shop’s own title in each language, so a Danish page names the frame "Billetter" (issue 12)', () => {
    const table = /var titles = (\{[^}]*\});/.exec(loader)?.[1];
    expect(table, 'embed.js has a title per language').toBeTruthy();
    const titles: unknown = JSON.parse(table!.replace(/(\w+):/g, '"$1":').replace(/'/g, '"'));
    expect(titles).toEqual({ en: en.shell.title, da: da.shell.title, de: de.shell.title, nl: nl.shell.title });
    expect(da.shell.title).toBe('Billetter');
  });
});
