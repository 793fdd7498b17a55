import { screen, waitFor, within } from '@testing-library/react';
import type { ResultadoBusqueda } from '@portal/shared/contract';
import { canalesAtom } from '@portal/shared/state';
import { deferredReply } from '@portal/shared/testing';
import { ESPERA_DE_BUSQUEDA_MS } from '../hooks/useBusquedaConEspera';
import { conteosDe, filtrosBusqueda, paginaDeOfertas } from '../../../testing/fixtures';
import { renderResultados, stubSearch } from '../testing';

type View = ReturnType<typeof renderResultados>;

async function filtersReady() {
  return within(await screen.findByRole('complementary', { name: 'Filtros' }));
}

describe('search filters', () => {
  beforeEach(() => { sessionStorage.clear(); });

  it.each<[string, (view: View, filtros: Awaited<ReturnType<typeof filtersReady>>) => Promise<void>, Record<string, string>]>([
    ['region', async ({ user }, f) => { await user.selectOptions(f.getByRole('combobox', { name: 'Región' }), 'Región Metropolitana de Santiago (1.200)'); }, { region: '13' }],
    ['publication date', async ({ user }, f) => { await user.selectOptions(f.getByRole('combobox', { name: 'Fecha de publicación' }), 'Última semana'); }, { fechaPublicacion: 'ULTIMA_SEMANA' }],
    ['working hours', async ({ user }, f) => { await user.click(f.getByRole('checkbox', { name: 'Por turnos (80)' })); }, { jornadas: 'TURNOS' }],
    ['job type', async ({ user }, f) => { await user.click(f.getByRole('checkbox', { name: 'Práctica (5)' })); }, { nombreTipoCargo: 'Práctica' }],
    ['area', async ({ user }, f) => { await user.click(f.getByRole('checkbox', { name: 'Salud (5)' })); }, { nombreArea: 'Salud' }],
    ['careers', async ({ user }, f) => { await user.click(f.getByRole('checkbox', { name: 'Enfermería (5)' })); }, { carreras: 'Enfermería' }],
    ['companies', async ({ user }, f) => { await user.click(f.getByRole('checkbox', { name: 'Banco del Pacífico (25)' })); }, { idEmpresas: '77' }],
    ['categories', async ({ user }, f) => { await user.click(f.getByRole('checkbox', { name: 'Salud y bienestar (60)' })); }, { idCategorias: '4' }],
    ['school grade', async ({ user }, f) => { await user.selectOptions(f.getByRole('combobox', { name: 'Nivel educacional' }), 'Universitaria (400)'); }, { gradoEscolar: 'UNIVERSITARIO' }],
    ['accepted CV', async ({ user }, f) => { await user.selectOptions(f.getByRole('combobox', { name: 'Tipo de currículum aceptado' }), 'Solo archivo (30)'); }, { tipoCurriculumAceptado: 'ARCHIVO' }],
    ['inclusive', async ({ user }, f) => { await user.click(f.getByRole('checkbox', { name: 'Ofertas inclusivas (Ley 21.015) (1.234)' })); }, { esInclusivo: 'true' }],
    ['confidential', async ({ user }, f) => { await user.click(f.getByRole('checkbox', { name: 'Solo ofertas confidenciales' })); }, { ofertaConfidencial: 'true' }],
    ['order', async ({ user }) => { await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar' }), 'Más relevantes'); }, { orden: 'RANKING' }],
    ['reversed order', async ({ user }) => { await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar' }), 'Más antiguas'); }, { tipoOrden: 'ASC' }],
  ])('the %s filter goes into the URL, back to page 1, and into the search', async (_name, act, expected) => {
    const { searches } = stubSearch();
    const view = renderResultados('/trabajo-empleo?pagina=2');
    const f = await filtersReady();
    await screen.findAllByRole('article');

    await act(view, f);
    expect(Object.fromEntries(view.search())).toEqual(expected);
    expect(view.router.state.historyAction).toBe('PUSH');
    await waitFor(() => { expect(searches().at(-1)).toMatchObject({ ...expected, pagina: '1' }); });
  });

  it('offers the comunas of the chosen region', async () => {
    stubSearch();
    const view = renderResultados('/trabajo-empleo?region=13');
    const f = await filtersReady();
    await view.user.click(f.getByRole('checkbox', { name: 'Ñuñoa (140)' }));
    expect(view.search().toString()).toBe('region=13&comuna=1301');
    expect(f.queryByRole('checkbox', { name: /Viña del Mar/ })).not.toBeInTheDocument();
  });

  it("counts each option among the search's matches, not among the portal's offers", async () => {
    stubSearch((query) => ({
      ...paginaDeOfertas(Number(query.pagina), 28),
      facetas: { sueldo: [], conteos: { ...conteosDe(filtrosBusqueda()), regiones: { 13: 20, 5: 8 }, jornadas: { COMPLETA: 28 }, areas: { Salud: 28 } } },
    }));
    renderResultados('/trabajo-empleo?palabraClave=enfermera');
    const f = await filtersReady();
    expect(await f.findByRole('option', { name: 'Región de Valparaíso (8)' })).toBeInTheDocument();
    expect(f.getByRole('checkbox', { name: 'Completa (28)' })).toBeInTheDocument();
    expect(f.getByRole('checkbox', { name: 'Por turnos (0)' })).toBeInTheDocument();
    // The area with offers in this search comes first.
    expect(within(f.getByRole('group', { name: 'Área' })).getAllByRole('checkbox').map((c) => c.getAttribute('aria-label') ?? c.parentElement?.textContent)).toEqual(['Salud (28)', 'Tecnología (0)']);
  });

  it('shows a chosen box checked at once, and the offers of a search that answers within a moment without a skeleton first', async () => {
    stubSearch(async (query) => {
      if (!query.jornadas) return paginaDeOfertas(1, 40);
      // An answer that arrives while the page would be rendering the search as loading.
      await new Promise((resolve) => setTimeout(resolve, ESPERA_DE_BUSQUEDA_MS / 3));
      return paginaDeOfertas(1, 3);
    });
    const view = renderResultados();
    const f = await filtersReady();
    await screen.findAllByRole('article');
    const vistos: string[] = [];
    const observador = new MutationObserver(() => { if (screen.queryByText('Cargando ofertas…')) vistos.push('esqueleto'); });
    observador.observe(document.body, { childList: true, subtree: true });

    const turnos = f.getByRole('checkbox', { name: 'Por turnos (80)' });
    await view.user.click(turnos);
    expect(turnos).toBeChecked();
    expect(await screen.findByText('3 ofertas')).toBeInTheDocument();
    observador.disconnect();
    expect(vistos).toEqual([]);
    expect(f.getByRole('checkbox', { name: /^Por turnos/ })).toBeChecked();
  });

  it('keeps a first box chosen while its search waits for its answer when a second one is chosen', async () => {
    const respuesta = deferredReply();
    const { searches } = stubSearch(async (query) => (query.jornadas ? (await respuesta.promise).body as ResultadoBusqueda : paginaDeOfertas(1, 40)));
    const view = renderResultados();
    const f = await filtersReady();
    await screen.findAllByRole('article');

    await view.user.click(f.getByRole('checkbox', { name: 'Por turnos (80)' }));
    await view.user.click(f.getByRole('checkbox', { name: 'Práctica (5)' }));
    respuesta.release({ body: paginaDeOfertas(1, 2) });
    await waitFor(() => { expect(Object.fromEntries(view.search())).toEqual({ jornadas: 'TURNOS', nombreTipoCargo: 'Práctica' }); });
    await waitFor(() => { expect(searches().at(-1)).toMatchObject({ jornadas: 'TURNOS', nombreTipoCargo: 'Práctica' }); });
    expect(f.getByRole('checkbox', { name: /^Por turnos/ })).toBeChecked();
    expect(f.getByRole('checkbox', { name: /^Práctica/ })).toBeChecked();
  });

  it('asks for years of experience with the chosen operator and range', async () => {
    stubSearch();
    const view = renderResultados();
    const f = await filtersReady();
    await view.user.selectOptions(f.getByRole('combobox', { name: 'Años de experiencia pedidos' }), 'Entre');
    // The fields come with the operator's search, a moment after the choice.
    await view.user.type(await f.findByRole('spinbutton', { name: 'Desde (años)' }), '2');
    await view.user.type(f.getByRole('spinbutton', { name: 'Hasta (años)' }), '5');
    expect(view.search().toString()).toBe('operadorExp=ENTRE&aniosExpDesde=2&aniosExpHasta=5');
  });

  it('shows the salary facet as buckets with es-CL counts and sends the chosen one', async () => {
    const { searches } = stubSearch((query) => ({
      ...paginaDeOfertas(Number(query.pagina), 40),
      facetas: { sueldo: [{ desde: 500000, hasta: 1000000, cantidad: 1500 }, { desde: 1000000, hasta: null, cantidad: 12 }] },
    }));
    const view = renderResultados();
    const f = await filtersReady();
    const salary = within(await f.findByRole('group', { name: 'Sueldo' }));
    expect(salary.getByRole('radio', { name: 'Cualquier sueldo' })).toBeChecked();
    await view.user.click(salary.getByRole('radio', { name: '$500.000 a $1.000.000 (1.500)' }));
    expect(view.search().toString()).toBe('sueldoDesde=500000&sueldoHasta=1000000');
    await waitFor(() => { expect(searches().at(-1)).toMatchObject({ sueldoDesde: '500000', sueldoHasta: '1000000' }); });
    expect(await salary.findByRole('radio', { name: 'Desde $1.000.000 (12)' })).not.toBeChecked();
    expect(salary.getByRole('radio', { name: '$500.000 a $1.000.000 (1.500)' })).toBeChecked();
  });

  it('searches the first channel on a SAAE portal instead of sending ofertaConfidencial', async () => {
    const { searches } = stubSearch();
    renderResultados('/trabajo-empleo', {
      portal: { tipoPortal: 'SAAE', idDominio: 900 },
      seed: (store) => { store.set(canalesAtom, [{ idCanal: 31, nombre: 'OMIL Maipú', estado: 1 }, { idCanal: 32, nombre: 'Otro', estado: 1 }]); },
    });
    const f = await filtersReady();
    await screen.findAllByRole('article');
    expect(searches()[0]).toMatchObject({ idDominio: '900', idCanales: '31' });
    expect(searches()[0]).not.toHaveProperty('ofertaConfidencial');
    expect(f.queryByRole('checkbox', { name: 'Solo ofertas confidenciales' })).not.toBeInTheDocument();
  });

  it('sends one session seed with random order, the same when loading more', async () => {
    const { searches } = stubSearch();
    const view = renderResultados('/trabajo-empleo?orden=ALEATORIO');
    await view.user.click(await screen.findByRole('button', { name: 'Cargar más ofertas' }));
    await waitFor(() => { expect(searches()).toHaveLength(2); });
    const [first, second] = searches();
    expect(first?.semilla).toMatch(/^\d+$/);
    expect(second?.semilla).toBe(first?.semilla);
    expect(sessionStorage.getItem('semillaBusqueda')).toBe(first?.semilla);
  });

  it('says the position could not be read when the browser refuses it, and searches newest first', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: unknown, fail: (error: unknown) => void) => { fail({ code: 1 }); } },
    });
    const { searches } = stubSearch();
    const view = renderResultados();
    await screen.findAllByRole('article');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar' }), 'Más cercanas');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos obtener tu ubicación. Revisa los permisos del navegador.');
    expect(searches().at(-1)).toMatchObject({ orden: 'FECHA_PUBLICACION' });
    expect(searches().at(-1)).not.toHaveProperty('lat');
  });

  it('sends the position with the nearest-first order when the browser gives it', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (ok: (position: unknown) => void) => { ok({ coords: { latitude: -33.45, longitude: -70.6 } }); } },
    });
    const { searches } = stubSearch();
    renderResultados('/trabajo-empleo?orden=GEOLOCALIZACION');
    await waitFor(() => { expect(searches().at(-1)).toMatchObject({ orden: 'GEOLOCALIZACION', lat: '-33.45', lon: '-70.6' }); });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the order of an older link with both parameters as chosen, and replaces both with one choice', async () => {
    stubSearch();
    const view = renderResultados('/trabajo-empleo?orden=RANKING&tipoOrden=ASC');
    const orden = await screen.findByRole('combobox', { name: 'Ordenar' });
    expect(orden).toHaveDisplayValue('Relevancia, ascendente');
    await view.user.selectOptions(orden, 'Más recientes');
    expect(view.search().toString()).toBe('');
  });

  it('opens the filters in a modal dialog from "Filtros (n)", keeps Tab inside, and Escape returns to the button', async () => {
    stubSearch();
    const { user } = renderResultados('/trabajo-empleo?region=13&esInclusivo=true');
    await filtersReady();
    const opener = screen.getByRole('button', { name: 'Filtros (2)' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Filtros' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Región' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Ver ofertas' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the dialog with "Ver ofertas", keeping the filter chosen in it', async () => {
    stubSearch();
    const view = renderResultados('/trabajo-empleo');
    await filtersReady();
    await view.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Filtros' }));
    await view.user.click(dialog.getByRole('checkbox', { name: 'Por turnos (80)' }));
    await view.user.click(dialog.getByRole('button', { name: 'Ver ofertas' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.search().toString()).toBe('jornadas=TURNOS');
    expect(screen.getByRole('button', { name: 'Filtros (1)' })).toHaveFocus();
  });
});
