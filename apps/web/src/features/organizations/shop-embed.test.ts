import { describe, expect, it } from 'vitest';
import { shopEmbedSnippet } from './shop-embed';

describe('shopEmbedSnippet', () => {
  it('names this Foyer, the organisation and the start page, as embed.js reads them', () => {
    const snippet = shopEmbedSnippet('https://tickets.example', '00000000-0000-4000-a000-0000000000d1');
    expect(snippet).toBe(
      '<script src="https://tickets.example/embed.js" data-org="00000000-0000-4000-a000-0000000000d1"\n' +
        '        data-page="/organizations" data-family="embed" async></script>',
    );
    expect(shopEmbedSnippet('https://t.example', 'x', '/events/e1')).toContain('data-page="/events/e1"');
  });
});
