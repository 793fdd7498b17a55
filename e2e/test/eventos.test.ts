// Events and companies of issue 15 as a visitor and a crawler get them: the list rendered by the edge, an event
// with its .ics download, the right URL for a wrong slug, the 404s, the companies leading to their offers, and
// WCAG 2.1 AA with reflow at a phone's 390 px.
import type { Evento, ListaEmpresas, ListaEventos } from '@portal/shared/contract';
import { apiGet, portalConfig } from './support/api';
import { browser, currentPath, openPage, pageUrl, useBrowser } from './support/browser';
import { collectConsoleErrors, expectAccessibleOnPhone, fromEdge } from './support/contenido';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const eventPath = (evento: { idEvento: number; slug: string }) => `/eventos/${evento.idEvento}-${evento.slug}`;

/** The soonest upcoming event of the default portal, with its details. */
async function nextEvent(): Promise<Evento> {
  const { idDominio } = await portalConfig('localhost');
  const { eventos } = await apiGet<ListaEventos>(`/api/eventos?idDominio=${idDominio}`);
  return apiGet<Evento>(`/api/eventos/${eventos.find((e) => !e.finalizado)!.idEvento}`);
}

const waitForPath = (path: string) => browser().waitUntil(async () => (await currentPath()) === path, { timeout: OUTCOME_TIMEOUT_MS });

describe('events', () => {
  test('the list arrives rendered, leads to an event whose calendar file downloads, with Event data', async () => {
    const evento = await nextEvent();
    const lista = await fromEdge('/eventos');
    expect(lista.status).toBe(200);
    expect(lista.root).toContain(evento.titulo);
    const detalle = await fromEdge(eventPath(evento));
    expect(detalle.html).toContain(`<title>${evento.titulo} | Portal de Empleo Chile</title>`);
    expect(detalle.root).toContain('"@type":"Event"');

    const errors = await collectConsoleErrors();
    await openPage('localhost', '/eventos');
    await (await findByRole('link', { name: evento.titulo })).click();
    await findByRole('heading', { name: evento.titulo });
    expect(await currentPath()).toBe(eventPath(evento));
    await waitForText(/\(hora de Chile\)/);

    const calendario = await findByRole('link', { name: 'Agregar a mi calendario' });
    const respuesta = await fetch(pageUrl('localhost', (await calendario.getAttribute('href'))!));
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(respuesta.headers.get('content-disposition')).toMatch(/^attachment; filename="evento-\d+\.ics"$/);
    const ics = (await respuesta.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`DTSTART:${evento.inicio.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(ics).toContain(`SUMMARY:${evento.titulo}`);
    expect(errors).toEqual([]);
  });

  test('filters the list by modality', async () => {
    await openPage('localhost', '/eventos');
    const modalidad = await browser().$('select[name="modalidad"]');
    await modalidad.selectByVisibleText('En línea');
    await (await findByRole('button', { name: 'Filtrar' })).click();
    await browser().waitUntil(async () => new URL(await browser().getUrl()).search === '?modalidad=ONLINE', { timeout: OUTCOME_TIMEOUT_MS });
    // Every event shown is online once the list has loaded the filtered page.
    await browser().waitUntil(
      async () => {
        // Read in one go: the list re-renders while it loads.
        const lugares = await browser().execute(() => [...document.querySelectorAll('article p:nth-of-type(2)')].map((p) => p.textContent ?? ''));
        return lugares.length > 0 && lugares.every((texto) => texto.includes('En línea'));
      },
      { timeout: OUTCOME_TIMEOUT_MS },
    );
  });

  test('an event under a wrong slug moves to its right URL; an unknown one or an id that is no number is the 404 page', async () => {
    const evento = await nextEvent();
    const { status, location } = await fromEdge(`/eventos/${evento.idEvento}-titulo-antiguo?utm_source=x`);
    expect(status).toBe(301);
    expect(location).toBe(`${eventPath(evento)}?utm_source=x`);
    await openPage('localhost', `/eventos/${evento.idEvento}`);
    await waitForPath(eventPath(evento));

    for (const path of ['/eventos/999999-no-existe', '/eventos/abc']) {
      expect((await fromEdge(path)).status).toBe(404);
      await openPage('localhost', path);
      await findByRole('heading', { name: `Page not found: ${path}` });
    }
  });

  test('a company found by name leads to the search of its offers', async () => {
    const { idDominio } = await portalConfig('localhost');
    const [empresa] = (await apiGet<ListaEmpresas>(`/api/empresas?idDominio=${idDominio}`)).empresas;
    await openPage('localhost', '/empresas');
    await (await findByRole('searchbox', { name: 'Nombre de la empresa' })).setValue(empresa!.nombre);
    await (await findByRole('button', { name: 'Buscar empresas' })).click();
    await (await findByRole('link', { name: `Ver ofertas de ${empresa!.nombre}` })).click();
    await browser().waitUntil(async () => new URL(await browser().getUrl()).search === `?idEmpresas=${empresa!.idEmpresa}`, { timeout: OUTCOME_TIMEOUT_MS });
    expect(await currentPath()).toBe('/trabajo-empleo');
  });

  test('the events, an event, their information and the companies pass WCAG 2.1 AA and fit a 390 px phone', async () => {
    const evento = await nextEvent();
    await expectAccessibleOnPhone([
      ['/eventos', 'Eventos de empleo'],
      [eventPath(evento), evento.titulo],
      ['/informacion-del-evento', 'Información de los eventos'],
      ['/empresas', 'Empresas con ofertas de empleo'],
    ]);
  });
});
