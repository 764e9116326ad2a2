/** Adds a third-party script to the page; resolves when it ran, rejects when it could not load. */
export type ScriptLoader = (src: string) => Promise<void>;

/** The little of `document` a loader needs (a fake one in tests). */
export interface ScriptDocument {
  createElement(tag: 'script'): HTMLScriptElement;
  head: { appendChild(node: HTMLScriptElement): unknown };
}

/** Each address is added once per page, however often it is asked for. */
export function createScriptLoader(doc: ScriptDocument): ScriptLoader {
  const scripts = new Map<string, Promise<void>>();
  return (src) => {
    let loaded = scripts.get(src);
    if (!loaded) {
      loaded = new Promise<void>((resolve, reject) => {
        const script = doc.createElement('script');
        script.async = true;
        script.src = src;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`Could not load ${src}`));
        doc.head.appendChild(script);
      });
      scripts.set(src, loaded);
    }
    return loaded;
  };
}
