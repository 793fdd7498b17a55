/** @jest-environment node */
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { keyframes, ServerStyleSheet } from 'styled-components';
import { recordarReglas } from './reglas-recordadas';

const Caja = styled.div`
  padding: 1rem;
  @media (min-width: 768px) { padding: 2rem; }
`;
const Etiqueta = styled.span<{ $tono: string }>`
  color: ${({ $tono }) => $tono};
`;
const girar = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Rueda = styled.span`
  animation: ${girar} 1s linear infinite;
`;

/** The <style> tags of one page rendered with a fresh sheet, with or without the remembered rules. */
function estilosDe(page: ReactElement, recordando = true): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString((recordando ? recordarReglas(sheet) : sheet).collectStyles(page));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

const reglas = (tags: string) => tags.replace(/<style[^>]*>|<\/style>/g, '').split('/*!sc*/').map((rule) => rule.trim()).filter(Boolean).sort();

describe('styled-components rules remembered between pages', () => {
  it('gives a page the same styles as a first render, page after page', () => {
    const page = h(Caja, null, h(Etiqueta, { $tono: 'red' }, 'a'), h(Rueda));
    const sinMemoria = estilosDe(page, false);
    expect(sinMemoria).toContain('padding:2rem');
    expect(reglas(estilosDe(page))).toEqual(reglas(sinMemoria));
    expect(reglas(estilosDe(page))).toEqual(reglas(sinMemoria));
  });

  it('gives a page only the rules of the components it rendered, not those of earlier pages', () => {
    estilosDe(h(Caja, null, h(Etiqueta, { $tono: 'red' }, 'a'), h(Rueda)));
    const otra = estilosDe(h(Etiqueta, { $tono: 'blue' }, 'b'));
    expect(otra).toContain('color:blue');
    expect(otra).not.toContain('color:red');
    expect(otra).not.toContain('padding');
    expect(otra).not.toContain('@keyframes');
  });
});
