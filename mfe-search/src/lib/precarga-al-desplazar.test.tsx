import { fireEvent } from '@testing-library/react';
import { renderRoute, stubApi } from '@portal/shared/testing';
import { OfertaList } from '../components/OfertaList';
import { oferta, ofertaResumen } from '../testing/fixtures';
import { OfertaPagina } from './pagina-oferta';

// Records when the offer page's module is evaluated: in the browser, when its chunk is fetched. Once loaded it
// stays loaded for this file, so the cases that expect nothing come first.
const registro = globalThis as { paginaOfertaCargada?: boolean };
jest.mock('../features/oferta/components/OfertaPage', () => {
  (globalThis as { paginaOfertaCargada?: boolean }).paginaOfertaCargada = true;
  return jest.requireActual('../features/oferta/components/OfertaPage');
});
const esquemaPedido = jest.fn();
jest.mock('@portal/shared/api', () => ({ ...jest.requireActual('@portal/shared/api'), precargarEsquemaOferta: () => esquemaPedido() }));

/** A screen whose main pointer answers `consulta` (a finger: '(pointer: coarse)'; a mouse: '(pointer: fine)'). */
function puntero(consulta: string) {
  window.matchMedia = ((pregunta: string) => ({ matches: pregunta === consulta })) as unknown as typeof window.matchMedia;
}

const lista = () => renderRoute('/', { owner: 'mfe_search', pages: { home: () => <OfertaList ofertas={[ofertaResumen()]} />, oferta: OfertaPagina } });
/** Longer than the idle wait where the browser has no requestIdleCallback (jsdom: 200 ms). */
const unRato = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('a scroll over a list of offers', () => {
  const mediaOriginal = window.matchMedia;
  beforeEach(() => { stubApi(() => ({ body: oferta() })); });
  afterEach(() => {
    window.matchMedia = mediaOriginal;
    esquemaPedido.mockClear();
  });

  it('with a mouse, fetches nothing ahead: the pointer over a card announces its click', async () => {
    puntero('(pointer: fine)');
    lista();
    fireEvent.scroll(window);
    await unRato();
    expect(registro.paginaOfertaCargada).toBeUndefined();
    expect(esquemaPedido).not.toHaveBeenCalled();
  });

  it('on a touch screen, fetches nothing once the list has left the page', async () => {
    puntero('(pointer: coarse)');
    lista().unmount();
    fireEvent.scroll(window);
    await unRato();
    expect(registro.paginaOfertaCargada).toBeUndefined();
  });

  it('on a touch screen, fetches nothing until the visitor scrolls, then the offer page’s code and the offer’s schema', async () => {
    puntero('(pointer: coarse)');
    lista();
    await unRato();
    expect(registro.paginaOfertaCargada).toBeUndefined();
    expect(esquemaPedido).not.toHaveBeenCalled();

    fireEvent.scroll(window);
    await unRato();
    expect(registro.paginaOfertaCargada).toBe(true);
    expect(esquemaPedido).toHaveBeenCalledTimes(1);
  });
});
