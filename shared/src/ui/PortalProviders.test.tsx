import { act, render } from '@testing-library/react';
import { ServerStyleSheet } from 'styled-components';
import { createPortalStore } from '@portal/shared/state';
import { PortalProviders } from './PortalProviders';
import { ESTILO_BASE_ID } from './tema/estilo-base-id';

/** The rules styled-components writes once the providers have rendered (collected: jsdom shows no global rule). */
async function reglasAlRenderizar(): Promise<string> {
  const hoja = new ServerStyleSheet();
  render(hoja.collectStyles(<PortalProviders store={createPortalStore()}><p>Hola</p></PortalProviders>));
  // The base style's code arrives as a chunk of its own.
  await act(() => import('./GlobalStyle'));
  return hoja.getStyleTags();
}

afterEach(() => {
  document.getElementById(ESTILO_BASE_ID)?.remove();
});

describe('PortalProviders', () => {
  it('writes the base style where no edge put it into the page (a development server, the catalogue)', async () => {
    expect(await reglasAlRenderizar()).toContain('box-sizing:border-box');
  });

  it("writes no base style again on a page that carries the edge's", async () => {
    const base = document.createElement('style');
    base.id = ESTILO_BASE_ID;
    document.head.append(base);
    expect(await reglasAlRenderizar()).not.toContain('box-sizing');
  });
});
