import { act, screen, waitFor, within } from '@testing-library/react';
import { ESPERA_DE_BUSQUEDA_MS } from '../hooks/useBusquedaConEspera';
import { sessionAtom } from '@portal/shared/state';
import { deferredReply } from '@portal/shared/testing';
import { ofertaResumen, paginaDeOfertas, resultadoBusqueda, sesionDemo } from '../../../testing/fixtures';
import { renderResultados, stubSearch } from '../testing';

/** jsdom lays nothing out: here every observed element is on screen as soon as it is watched. */
class TodoEnPantalla {
  constructor(private readonly avisar: IntersectionObserverCallback) {}
  observe(target: Element) { this.avisar([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver); }
  disconnect() {}
}

describe('search results page', () => {
  beforeEach(() => { sessionStorage.clear(); });

  it('shows the count in es-CL and the first 15 offers, searching newest first without confidential offers', async () => {
    const { searches } = stubSearch((query) => paginaDeOfertas(Number(query.pagina), 2345));
    renderResultados();

    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas de empleo' })).toBeInTheDocument();
    expect(await screen.findByText('2.345 ofertas')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(15);
    expect(searches()[0]).toEqual({ idDominio: '857', pagina: '1', orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC', ofertaConfidencial: 'false' });
  });

  it('appends the next page on "Cargar más ofertas" and replaces pagina in the URL', async () => {
    const { searches } = stubSearch();
    const { user, router, search } = renderResultados('/trabajo-empleo?palabraClave=cajero');

    await user.click(await screen.findByRole('button', { name: 'Cargar más ofertas' }));
    await waitFor(() => { expect(screen.getAllByRole('article')).toHaveLength(30); });
    expect(search().get('pagina')).toBe('2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(searches().map((q) => q.pagina)).toEqual(['1', '2']);
    expect(screen.getByRole('link', { name: 'Cargo 16' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cargar más ofertas' }));
    await waitFor(() => { expect(screen.getAllByRole('article')).toHaveLength(40); });
    expect(screen.queryByRole('button', { name: 'Cargar más ofertas' })).not.toBeInTheDocument();
  });

  it('asks for the next page once "Cargar más ofertas" is in view, and its tap shows that page without asking again', async () => {
    globalThis.IntersectionObserver = TodoEnPantalla as unknown as typeof IntersectionObserver;
    try {
      const { searches } = stubSearch();
      const { user } = renderResultados('/trabajo-empleo?palabraClave=cajero');
      const boton = await screen.findByRole('button', { name: 'Cargar más ofertas' });
      await waitFor(() => { expect(searches().map((q) => q.pagina)).toEqual(['1', '2']); });

      await user.click(boton);
      await waitFor(() => { expect(screen.getAllByRole('article')).toHaveLength(30); });
      expect(searches().filter((q) => q.pagina === '2')).toHaveLength(1);
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('shows pages 1 to N when opened at pagina=N, so a shared link shows the same list', async () => {
    const { searches } = stubSearch();
    renderResultados('/trabajo-empleo?pagina=2');

    await waitFor(() => { expect(screen.getAllByRole('article')).toHaveLength(30); });
    expect(searches().map((q) => q.pagina).sort()).toEqual(['1', '2']);
  });

  it('explains an empty result and links to wider searches without a filter or the keyword', async () => {
    stubSearch(() => resultadoBusqueda([], 0));
    const { user, search } = renderResultados('/trabajo-empleo?palabraClave=astronauta&region=13&jornadas=TURNOS');

    expect(await screen.findByRole('heading', { name: 'No encontramos ofertas para tu búsqueda.' })).toBeInTheDocument();
    expect(screen.getByText('0 ofertas')).toBeInTheDocument();
    const amplias = within(screen.getByRole('list', { name: 'Búsquedas más amplias' }));
    expect(amplias.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Quitar el filtro de región',
      'Quitar el filtro de jornada',
      'Quitar todos los filtros',
      'Buscar sin la palabra clave «astronauta»',
    ]);
    await user.click(screen.getByRole('link', { name: 'Buscar sin la palabra clave «astronauta»' }));
    expect(search().toString()).toBe('region=13&jornadas=TURNOS');
    await user.click(await screen.findByRole('link', { name: 'Quitar el filtro de región' }));
    expect(search().toString()).toBe('jornadas=TURNOS');
  });

  it('offers «¿Quisiste decir …?» with the results when the api corrected the keyword, and its link searches it', async () => {
    const { searches } = stubSearch((query) => ({
      ...paginaDeOfertas(Number(query.pagina), 30),
      ...(query.palabraClave === 'secretria' ? { palabraClaveCorregida: 'secretaria' } : {}),
    }));
    const { user, search } = renderResultados('/trabajo-empleo?palabraClave=secretria&region=13&pagina=2');

    const sugerencia = await screen.findByText((_, element) => element?.textContent === '¿Quisiste decir secretaria?');
    expect(sugerencia).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    await user.click(within(sugerencia).getByRole('link', { name: 'secretaria' }));

    expect(search().toString()).toBe('palabraClave=secretaria&region=13');
    await waitFor(() => { expect(searches().at(-1)).toMatchObject({ palabraClave: 'secretaria', pagina: '1' }); });
    await waitFor(() => { expect(screen.queryByText(/Quisiste decir/)).not.toBeInTheDocument(); });
    expect(screen.getByRole('combobox', { name: 'Buscar ofertas' })).toHaveValue('secretaria');
  });

  it('keeps the suggestion out while the corrected keyword is not known', async () => {
    stubSearch(() => paginaDeOfertas(1, 3));
    renderResultados('/trabajo-empleo?palabraClave=secretaria');

    expect(await screen.findByText('3 ofertas')).toBeInTheDocument();
    expect(screen.queryByText(/Quisiste decir/)).not.toBeInTheDocument();
  });

  it('shows a Spanish error with "Reintentar" and searches again', async () => {
    let fail = true;
    stubSearch((query) => {
      if (fail) throw new Error('caído');
      return paginaDeOfertas(Number(query.pagina), 3);
    });
    const { user } = renderResultados();

    expect(await screen.findByText('No pudimos cargar las ofertas. Revisa tu conexión e inténtalo nuevamente.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('3 ofertas')).toBeInTheDocument();
  });

  it('shows the matched words marked and never renders markup from the extract', async () => {
    stubSearch(() =>
      resultadoBusqueda([
        ofertaResumen({
          nombreCargoDestacado: '<mark>Cajero</mark> bancario',
          extractoDestacado: '<script>window.hackeado = true</script>Atención de <mark>cajas</mark> &amp; público',
        }),
      ]),
    );
    renderResultados('/trabajo-empleo?palabraClave=cajero');

    const link = await screen.findByRole('link', { name: 'Cajero bancario' });
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('Cajero', { selector: 'mark' })).toBeInTheDocument();
    expect(within(card).getByText('cajas', { selector: 'mark' })).toBeInTheDocument();
    expect(card.querySelector('script')).toBeNull();
    expect(card).toHaveTextContent('Atención de cajas & público');
  });

  it('lets the candidate save an offer from the results, showing the ones already saved', async () => {
    stubSearch(() =>
      resultadoBusqueda([
        ofertaResumen({ idOferta: 1, nombreCargo: 'Cajero bancario', guardada: true }),
        ofertaResumen({ idOferta: 2, nombreCargo: 'Bodeguero', guardada: false }),
      ]),
    );
    renderResultados('/trabajo-empleo', { seed: (store) => store.set(sessionAtom, sesionDemo) });

    expect(await screen.findByRole('button', { name: 'Guardar oferta Cajero bancario' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Guardar oferta Bodeguero' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('searches a typed keyword after a pause, keeping the chosen filters', async () => {
    const { searches } = stubSearch();
    const { user, search } = renderResultados('/trabajo-empleo?region=13&pagina=2');
    await screen.findAllByRole('article');

    await user.type(screen.getByRole('combobox', { name: 'Buscar ofertas' }), 'enfermera');
    await waitFor(() => { expect(search().toString()).toBe('palabraClave=enfermera&region=13'); });
    await waitFor(() => { expect(searches().at(-1)).toMatchObject({ palabraClave: 'enfermera', region: '13', pagina: '1' }); });
  });

  // The keyword goes after the typing pause, outside act: a search started inside act (user-event's Enter) and
  // waiting for its answer would never render, as React leaves a transition suspended within act.
  it('asks for a typed keyword’s offers as the search starts, before the page renders it, and once', async () => {
    const { searches } = stubSearch();
    // Whether the page already showed the new search as loading when its request left.
    const cargandoAlPedir: (string | null)[] = [];
    const lista = () => document.querySelector('ol')?.closest('[aria-busy]');
    const fetchStub = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('palabraClave=enfermera')) cargandoAlPedir.push(lista()?.getAttribute('aria-busy') ?? null);
      return fetchStub(input, init);
    };
    const { user, search } = renderResultados();
    await screen.findAllByRole('article');

    await user.type(screen.getByRole('combobox', { name: 'Buscar ofertas' }), 'enfermera');
    await waitFor(() => { expect(search().get('palabraClave')).toBe('enfermera'); });
    // The page's own query has taken the answer (its effects ran), and nothing asks again.
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)); });
    expect(lista()).toHaveAttribute('aria-busy', 'false');
    expect(cargandoAlPedir).toEqual(['false']);
    expect(searches().filter((q) => q.palabraClave === 'enfermera')).toHaveLength(1);
  });

  it('shows a typed keyword’s offers that answer within a moment without a loading skeleton first', async () => {
    stubSearch(async (query) => {
      if (!query.palabraClave) return resultadoBusqueda([ofertaResumen({ nombreCargo: 'Sin palabra' })]);
      // An answer that arrives while the page would be rendering the search as loading.
      await new Promise((resolve) => setTimeout(resolve, ESPERA_DE_BUSQUEDA_MS / 3));
      return resultadoBusqueda([ofertaResumen({ nombreCargo: 'Enfermera clínica' })]);
    });
    const { user } = renderResultados();
    await screen.findByRole('link', { name: 'Sin palabra' });
    const vistos: string[] = [];
    const observador = new MutationObserver(() => { if (screen.queryByText('Cargando ofertas…')) vistos.push('esqueleto'); });
    observador.observe(document.body, { childList: true, subtree: true });

    await user.type(screen.getByRole('combobox', { name: 'Buscar ofertas' }), 'enfermera');
    expect(await screen.findByRole('link', { name: 'Enfermera clínica' })).toBeInTheDocument();
    observador.disconnect();
    expect(vistos).toEqual([]);
  });

  it('searches in a suggested place picked from the keyword field, keeping the other filters', async () => {
    const vina = { tipo: 'COMUNA', nombre: 'Viña del Mar', idRegion: 5, idComuna: 41, nombreRegion: 'Región de Valparaíso', cantidad: 87 } as const;
    stubSearch(undefined, { cargos: [], lugares: [vina] });
    const { user, search } = renderResultados('/trabajo-empleo?jornadas=TURNOS&pagina=2');
    await screen.findAllByRole('article');

    const keyword = screen.getByRole('combobox', { name: 'Buscar ofertas' });
    await user.type(keyword, 'vina');
    await user.click(await screen.findByRole('option', { name: /Viña del Mar/ }));

    await waitFor(() => { expect(search().toString()).toBe('region=5&comuna=41&jornadas=TURNOS'); });
    expect(keyword).toHaveValue('');
  });

  it('sends a suggested title at once as the keyword', async () => {
    const { searches } = stubSearch(undefined, { cargos: [{ nombre: 'Garzón / Mesera', cantidad: 3 }], lugares: [] });
    const { user, search } = renderResultados();
    await screen.findAllByRole('article');

    const keyword = screen.getByRole('combobox', { name: 'Buscar ofertas' });
    await user.type(keyword, 'gar');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(search().get('palabraClave')).toBe('Garzón / Mesera');
    expect(keyword).toHaveValue('Garzón / Mesera');
    await waitFor(() => { expect(searches().at(-1)?.palabraClave).toBe('Garzón / Mesera'); });
  });

  it('keeps the newest keyword’s offers when an older answer arrives last', async () => {
    const replies = new Map([['cajero', deferredReply()], ['cajero bancario', deferredReply()]]);
    const { searches } = stubSearch(async (query) => {
      const reply = replies.get(query.palabraClave ?? '');
      if (!reply) return resultadoBusqueda([ofertaResumen({ nombreCargo: 'Sin palabra' })]);
      return (await reply.promise).body as ReturnType<typeof resultadoBusqueda>;
    });
    const { user } = renderResultados();
    await screen.findByRole('link', { name: 'Sin palabra' });

    const keyword = screen.getByRole('combobox', { name: 'Buscar ofertas' });
    await user.type(keyword, 'cajero');
    await waitFor(() => { expect(screen.getByText('Cargando ofertas…')).toBeInTheDocument(); });
    await user.type(keyword, ' bancario');
    expect(keyword).toHaveValue('cajero bancario');
    await waitFor(() => { expect(searches().at(-1)?.palabraClave).toBe('cajero bancario'); });

    replies.get('cajero bancario')?.release({ body: resultadoBusqueda([ofertaResumen({ nombreCargo: 'Cajero bancario' })]) });
    expect(await screen.findByRole('link', { name: 'Cajero bancario' })).toBeInTheDocument();
    // Inside act, whatever the late answer changed is rendered before the checks below.
    await act(async () => {
      replies.get('cajero')?.release({ body: resultadoBusqueda([ofertaResumen({ nombreCargo: 'Cajero de supermercado' })]) });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('link', { name: 'Cajero de supermercado' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cajero bancario' })).toBeInTheDocument();
  });
});
