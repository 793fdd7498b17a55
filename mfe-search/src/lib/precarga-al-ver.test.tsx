import { createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoute, stubApi } from '@portal/shared/testing';
import { OfertaList } from '../components/OfertaList';
import { oferta, ofertaResumen } from '../testing/fixtures';
import { OfertaPagina } from './pagina-oferta';

// Records when the offer page's module is evaluated: in the browser, when its chunk is fetched.
const registro = globalThis as { paginaOfertaCargada?: boolean };
// Records when the description's sanitiser (DOMPurify, evaluated as its chunk arrives) is asked for ahead.
const purificadorPedido = jest.fn();
jest.mock('@portal/shared/safe-html', () => ({ ...jest.requireActual('@portal/shared/safe-html'), precargarPurificador: () => purificadorPedido() }));
jest.mock('../features/oferta/components/OfertaPage', () => {
  (globalThis as { paginaOfertaCargada?: boolean }).paginaOfertaCargada = true;
  return jest.requireActual('../features/oferta/components/OfertaPage');
});

/** jsdom lays nothing out: here every observed element is on screen as soon as it is watched. */
class TodoEnPantalla {
  constructor(private readonly avisar: IntersectionObserverCallback) {}
  observe(target: Element) { this.avisar([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver); }
  disconnect() {}
}

/** A pointer event of `pointerType` (jsdom has no PointerEvent, whose init would carry it). */
function conPuntero(evento: Event, pointerType: 'mouse' | 'touch'): Event {
  Object.defineProperty(evento, 'pointerType', { value: pointerType });
  return evento;
}

/** A screen whose main pointer answers `consulta` (a finger: '(pointer: coarse)'; a mouse: '(pointer: fine)'). */
function puntero(consulta: string) {
  window.matchMedia = ((pregunta: string) => ({ matches: pregunta === consulta })) as unknown as typeof window.matchMedia;
}

describe('an offer card in view', () => {
  const mediaOriginal = window.matchMedia;
  beforeEach(() => { globalThis.IntersectionObserver = TodoEnPantalla as unknown as typeof IntersectionObserver; });
  afterEach(async () => {
    // What a test's events left for the idle moment (jsdom's: a 200 ms timer, then a chunk's import) lands here,
    // not in the next test's count of the sanitiser's requests (once, on a busy CI machine).
    await new Promise((resolve) => setTimeout(resolve, 600));
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    window.matchMedia = mediaOriginal;
    purificadorPedido.mockClear();
  });

  it('on a touch screen, asks for the offer once the card is in view, and for the offer page’s code (not the offer again) when the finger lands', async () => {
    puntero('(pointer: coarse)');
    const { requests } = stubApi(() => ({ body: oferta() }));
    renderRoute('/', { owner: 'mfe_search', pages: { home: () => <OfertaList ofertas={[ofertaResumen()]} />, oferta: OfertaPagina } });
    const pedidos = () => requests.filter((r) => r.url.pathname === '/api/ofertas/1234');

    await waitFor(() => { expect(pedidos()).toHaveLength(1); });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(registro.paginaOfertaCargada).toBeUndefined();

    fireEvent.pointerEnter(screen.getByRole('article'));
    await waitFor(() => { expect(registro.paginaOfertaCargada).toBe(true); });
    expect(pedidos()).toHaveLength(1);
  });

  it('with a mouse, asks for nothing while the card is only in view, and for the offer once the pointer comes over it', async () => {
    puntero('(pointer: fine)');
    const { requests } = stubApi(() => ({ body: oferta() }));
    renderRoute('/', { owner: 'mfe_search', pages: { home: () => <OfertaList ofertas={[ofertaResumen()]} />, oferta: OfertaPagina } });
    const pedidos = () => requests.filter((r) => r.url.pathname === '/api/ofertas/1234');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pedidos()).toHaveLength(0);
    fireEvent.pointerEnter(screen.getByRole('article'));
    await waitFor(() => { expect(pedidos()).toHaveLength(1); });
  });

  it('with a keyboard, asks for the offer once its link gets the focus', async () => {
    const { requests } = stubApi(() => ({ body: oferta() }));
    const { user } = renderRoute('/', { owner: 'mfe_search', pages: { home: () => <OfertaList ofertas={[ofertaResumen()]} />, oferta: OfertaPagina } });
    const pedidos = () => requests.filter((r) => r.url.pathname === '/api/ofertas/1234');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pedidos()).toHaveLength(0);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Cajero bancario' })).toHaveFocus();
    await waitFor(() => { expect(pedidos()).toHaveLength(1); });
  });

  it('a finger on the card fetches the offer page’s code but leaves the sanitiser to the page; a mouse over it or the keyboard on its link fetch the sanitiser too', async () => {
    puntero('(pointer: coarse)');
    stubApi(() => ({ body: oferta() }));
    const { user } = renderRoute('/', { owner: 'mfe_search', pages: { home: () => <OfertaList ofertas={[ofertaResumen()]} />, oferta: OfertaPagina } });

    const enlace = screen.getByRole('link', { name: 'Cajero bancario' });
    fireEvent(enlace, conPuntero(createEvent.pointerDown(enlace), 'touch'));
    await waitFor(() => { expect(registro.paginaOfertaCargada).toBe(true); });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(purificadorPedido).not.toHaveBeenCalled();

    const tarjeta = screen.getByRole('article');
    fireEvent(tarjeta, conPuntero(createEvent.pointerOver(tarjeta), 'mouse'));
    await waitFor(() => { expect(purificadorPedido).toHaveBeenCalledTimes(1); });

    await user.tab();
    await waitFor(() => { expect(purificadorPedido).toHaveBeenCalledTimes(2); });
  });
});
