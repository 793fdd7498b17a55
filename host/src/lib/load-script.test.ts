import { createPortalStore, toastsAtom } from '@portal/shared/state';
import { loadScript, SCRIPT_LOAD_ERROR, setScriptToastStore } from './load-script';

function scriptOf(src: string): HTMLScriptElement {
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (!script) throw new Error(`no script ${src}`);
  return script;
}

describe('loadScript', () => {
  it('adds the script once, with its attributes, and resolves when it has loaded', async () => {
    const src = 'https://widget.test/a.js';
    const first = loadScript(src, { 'data-key': 'abc' });
    const second = loadScript(src);
    expect(document.head.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
    expect(scriptOf(src)).toHaveAttribute('data-key', 'abc');
    expect(scriptOf(src).async).toBe(true);
    scriptOf(src).dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('rejects with "Error al cargar script" and shows it in a warning toast when the script fails', async () => {
    const store = createPortalStore();
    setScriptToastStore(store);
    const src = 'https://caido.test/b.js';
    const load = loadScript(src);
    scriptOf(src).dispatchEvent(new Event('error'));
    await expect(load).rejects.toThrow(SCRIPT_LOAD_ERROR);
    expect(store.get(toastsAtom)).toEqual([expect.objectContaining({ kind: 'warning', html: 'Error al cargar script' })]);
    // The failed script is gone, so a later call tries again.
    expect(document.head.querySelector(`script[src="${src}"]`)).toBeNull();
  });
});
