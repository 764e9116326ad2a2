import { describe, expect, it } from 'vitest';
import { createScriptLoader, type ScriptDocument } from './script-loader';

/** A document that records the scripts added; the test decides whether each loads. */
function fakeDocument() {
  const added: HTMLScriptElement[] = [];
  const doc: ScriptDocument = {
    createElement: () => ({}) as HTMLScriptElement,
    head: { appendChild: (script) => added.push(script) },
  };
  return { doc, added };
}

describe('third-party script loader', () => {
  it('adds each address once, async, however often it is asked for', async () => {
    const { doc, added } = fakeDocument();
    const load = createScriptLoader(doc);
    const first = load('https://cdn.example/a.js');
    const again = load('https://cdn.example/a.js');
    load('https://cdn.example/b.js').catch(() => undefined);
    expect(added.map((script) => [script.src, script.async])).toEqual([
      ['https://cdn.example/a.js', true],
      ['https://cdn.example/b.js', true],
    ]);
    expect(again).toBe(first);
    added[0]!.onload?.(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects when the script cannot load, and does not try again on this page', async () => {
    const { doc, added } = fakeDocument();
    const load = createScriptLoader(doc);
    const loading = load('https://cdn.example/blocked.js');
    added[0]!.onerror?.(new Event('error'));
    await expect(loading).rejects.toThrow('Could not load https://cdn.example/blocked.js');
    await expect(load('https://cdn.example/blocked.js')).rejects.toThrow();
    expect(added).toHaveLength(1);
  });
});
