import { loadScript } from './load-script';

const scriptsIn = (src: string) => [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src') === src);

afterEach(() => document.head.replaceChildren());

describe('loadScript', () => {
  it('adds an async script with the given attributes and resolves when it has loaded', async () => {
    const src = 'https://scripts.example.cl/a.js';
    const loading = loadScript(src, { 'data-portal': 'empleo' });
    const [script] = scriptsIn(src);
    expect(script).toHaveAttribute('data-portal', 'empleo');
    expect(script!.async).toBe(true);
    script!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('rejects with "Error al cargar script" when the script cannot be fetched', async () => {
    const src = 'https://scripts.example.cl/caido.js';
    const loading = loadScript(src);
    scriptsIn(src)[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Error al cargar script');
  });

  it('adds a script once however often it is asked for, and both callers see it load', async () => {
    const src = 'https://scripts.example.cl/b.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(scriptsIn(src)).toHaveLength(1);
    scriptsIn(src)[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  });

  it('tries again after a failure', async () => {
    const src = 'https://scripts.example.cl/intermitente.js';
    const failed = loadScript(src);
    scriptsIn(src)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Error al cargar script');
    void loadScript(src);
    expect(scriptsIn(src)).toHaveLength(1);
  });
});
