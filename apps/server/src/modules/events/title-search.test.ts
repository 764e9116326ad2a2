import { describe, expect, it } from 'vitest';
import { foldTitle, TITLE_FOLDING } from './title-search.js';

describe('the events title filter', () => {
  it('folds case and accents, and leaves æ, ø and other letters as letters', () => {
    expect(foldTitle('Entré til MUSEET')).toBe('entre til museet');
    expect(foldTitle('ENTRÉ Ærø Å')).toBe('entre ærø a');
  });

  it('gives the database one plain letter for each accented one, as this side folds it', () => {
    expect([...TITLE_FOLDING.to]).toHaveLength([...TITLE_FOLDING.from].length);
    [...TITLE_FOLDING.from].forEach((letter, index) => expect(foldTitle(letter)).toBe([...TITLE_FOLDING.to][index]));
  });
});
