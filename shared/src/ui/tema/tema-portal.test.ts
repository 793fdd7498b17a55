import { contraste } from './contraste';
import { cssDeTema, leerTema, temaLegible, type TemaPortal } from './tema-portal';
import { TOKENS } from './tokens';

const BLANCO = '#ffffff';
const SUPERFICIE = '#f3f6f9';

/** What the page gets: the theme's value, or GlobalStyle's default. */
const valor = (tema: TemaPortal, nombre: string) => tema[nombre] ?? TOKENS.find((token) => token.nombre === nombre)!.valor;

describe('a portal theme (urlCSS) as the edge serves it', () => {
  it('keeps only the documented tokens, with values of their kind', () => {
    const css = `
      @import url(https://fuentes.example/x.css);
      body { display: none; }
      :root {
        --portal-color-primary: #7a1f5c; /* the brand */
        --portal-color-text: url(https://rastreo.example/p.png);
        --portal-color-surface: red;
        --portal-space-1: 3rem;
        --portal-otra-cosa: #000;
        --portal-font: 'Atkinson Hyperlegible', system-ui, sans-serif;
        --portal-radius: 12px;
      }
      .x { --portal-color-success: #0b6b3a; color: #000 }`;
    expect(leerTema(css)).toEqual({
      '--portal-color-primary': '#7a1f5c',
      '--portal-font': "'Atkinson Hyperlegible', system-ui, sans-serif",
      '--portal-radius': '12px',
      '--portal-color-success': '#0b6b3a',
    });
  });

  it('darkens a pale primary in its own hue until text in it reads on every surface, with a readable on-primary', () => {
    const tema = temaLegible(leerTema(':root { --portal-color-primary: #ffc83d; }'));
    const primary = tema['--portal-color-primary']!;
    expect(primary).not.toBe('#ffc83d');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(primary.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(contraste(primary, BLANCO)).toBeGreaterThanOrEqual(4.5);
    expect(contraste(primary, SUPERFICIE)).toBeGreaterThanOrEqual(4.5);
    expect(contraste(valor(tema, '--portal-color-on-primary'), primary)).toBeGreaterThanOrEqual(4.5);
    expect(contraste(valor(tema, '--portal-color-on-primary'), valor(tema, '--portal-color-primary-dark'))).toBeGreaterThanOrEqual(4.5);
  });

  it('turns an on-primary that fails on the primary into white or near-black, whichever contrasts more', () => {
    const tema = temaLegible(leerTema(':root { --portal-color-primary: #0b5cad; --portal-color-on-primary: #5a7fa8; }'));
    expect(valor(tema, '--portal-color-on-primary')).toBe(BLANCO);
  });

  it('gives a text colour that fails on the surfaces back its default, and a dark background back the light one', () => {
    expect(temaLegible(leerTema(':root { --portal-color-text-muted: #a0a8b0; --portal-color-danger: #ff8080; }'))).toEqual({});
    const oscuro = temaLegible(leerTema(':root { --portal-color-background: #101010; --portal-color-surface: #202020; }'));
    expect(oscuro['--portal-color-background']).toBeUndefined();
    expect(oscuro['--portal-color-surface']).toBeUndefined();
  });

  it('keeps a readable palette as it is, and gives a focus ring that vanishes on the bar one that shows', () => {
    const tema = temaLegible(
      leerTema(':root { --portal-color-primary: #14532d; --portal-color-surface: #f0f7f2; --portal-color-focus-on-primary: #1a5a30; }'),
    );
    expect(tema['--portal-color-primary']).toBe('#14532d');
    expect(tema['--portal-color-surface']).toBe('#f0f7f2');
    expect(contraste(valor(tema, '--portal-color-focus-on-primary'), '#14532d')).toBeGreaterThanOrEqual(3);
  });

  it('writes the theme as one :root rule, and nothing when the portal sets nothing', () => {
    expect(cssDeTema({ '--portal-color-primary': '#14532d', '--portal-radius': '4px' })).toBe(':root{--portal-color-primary:#14532d;--portal-radius:4px}');
    expect(cssDeTema(temaLegible(leerTema('body { color: red }')))).toBe('');
  });
});
