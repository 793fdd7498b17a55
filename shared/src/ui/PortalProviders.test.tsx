import { render } from '@testing-library/react';
import { ServerStyleSheet } from 'styled-components';
import { createPortalStore } from '@portal/shared/state';
import { PortalProviders } from './PortalProviders';
import { ESTILO_BASE_ID } from './tema/estilo-base';

/** The rules styled-components writes while the providers render (collected, as jsdom shows no global rule). */
function reglasAlRenderizar(): string {
  const hoja = new ServerStyleSheet();
  render(hoja.collectStyles(<PortalProviders store={createPortalStore()}><p>Hola</p></PortalProviders>));
  return hoja.getStyleTags();
}

afterEach(() => {
  document.getElementById(ESTILO_BASE_ID)?.remove();
});

describe('PortalProviders', () => {
  it('writes the base style where no edge put it into the page (a development server, the catalogue)', () => {
    expect(reglasAlRenderizar()).toContain('box-sizing:border-box');
  });

  it("writes no base style again on a page that carries the edge's", () => {
    const base = document.createElement('style');
    base.id = ESTILO_BASE_ID;
    document.head.append(base);
    expect(reglasAlRenderizar()).not.toContain('box-sizing');
  });
});
