import type { ListaEventos } from '@portal/shared/contract';
import { screen, within } from '@testing-library/react';
import { eventoResumen, renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { EventosPage } from './EventosPage';

const REGIONES = [{ idRegion: 7, nombre: 'Región Metropolitana de Santiago' }, { idRegion: 11, nombre: 'Región del Biobío' }];

function lista(overrides: Partial<ListaEventos> = {}): ListaEventos {
  return { eventos: [eventoResumen()], cantidadRegistros: 1, cantidadPaginas: 1, paginaActual: 1, regiones: REGIONES, ...overrides };
}

const renderEventos = (url = '/eventos') => renderPage(<EventosPage />, { path: '/eventos', url, portal: { idDominio: 857 } });

describe('EventosPage', () => {
  it('shows a skeleton, then each event with its type, date in Chile, place and organiser; a past one is marked', async () => {
    const { requests, release } = renderWhileLoading(renderEventos, 'Cargando eventos…');
    expect(screen.getByRole('heading', { level: 1, name: 'Eventos de empleo' })).toBeInTheDocument();
    const pasado = eventoResumen({ idEvento: 8, titulo: 'Webinar: cómo negociar tu sueldo', slug: 'webinar-como-negociar-tu-sueldo', tipo: 'WEBINAR', modalidad: 'ONLINE', comuna: null, finalizado: true });
    release(lista({ eventos: [eventoResumen(), pasado], cantidadRegistros: 2 }));

    const item = within(await screen.findByRole('article', { name: 'Feria Laboral de Santiago' }));
    expect(item.getByRole('link', { name: 'Feria Laboral de Santiago' })).toHaveAttribute('href', '/eventos/7-feria-laboral-de-santiago');
    expect(item.getByText('7 de diciembre de 2026, de 10:00 a 18:00 (hora de Chile)')).toBeInTheDocument();
    expect(item.getByText(/Santiago, Región Metropolitana de Santiago · Organiza Municipalidad de Santiago/)).toBeInTheDocument();
    expect(item.queryByText('Finalizado')).not.toBeInTheDocument();
    const pasadoItem = within(screen.getByRole('article', { name: 'Webinar: cómo negociar tu sueldo' }));
    expect(pasadoItem.getByText('Finalizado')).toBeInTheDocument();
    expect(pasadoItem.getByText(/En línea/)).toBeInTheDocument();
    expect(screen.getByText('2 eventos')).toBeInTheDocument();
    expect(requests[0]?.url.href).toBe('http://api.test/api/eventos?idDominio=857&pagina=1');
  });

  it('filters by modality and region from the URL, and "Filtrar" starts the list again at its first page', async () => {
    const { requests } = stubApi(() => ({ body: lista({ paginaActual: 2, cantidadPaginas: 3, cantidadRegistros: 21 }) }));
    const { user, router } = renderEventos('/eventos?modalidad=PRESENCIAL&region=7&pagina=2');

    const nav = await screen.findByRole('navigation', { name: 'Paginación de eventos' });
    expect(within(nav).getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/eventos?modalidad=PRESENCIAL&region=7&pagina=3');
    expect(within(nav).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/eventos?modalidad=PRESENCIAL&region=7');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ idDominio: '857', pagina: '2', modalidad: 'PRESENCIAL', region: '7' });
    const filtros = screen.getByRole('form', { name: 'Filtrar eventos' });
    expect(within(filtros).getByRole('combobox', { name: 'Modalidad' })).toHaveValue('PRESENCIAL');
    expect(within(filtros).getByRole('combobox', { name: 'Región' })).toHaveValue('7');

    await user.selectOptions(within(filtros).getByRole('combobox', { name: 'Región' }), 'Región del Biobío');
    await user.click(within(filtros).getByRole('button', { name: 'Filtrar' }));
    expect(router.state.location.search).toBe('?modalidad=PRESENCIAL&region=11');
  });

  it('says when no event matches the filters', async () => {
    stubApi(() => ({ body: lista({ eventos: [], cantidadRegistros: 0, cantidadPaginas: 0 }) }));
    renderEventos('/eventos?modalidad=ONLINE');
    expect(await screen.findByText('No hay eventos con estos filtros. Prueba con otra modalidad o región.')).toBeInTheDocument();
  });

  it('links the information about taking part in the events', () => {
    stubApi(() => new Promise(() => undefined));
    renderEventos();
    expect(screen.getByRole('link', { name: 'Cómo participar en los eventos' })).toHaveAttribute('href', '/informacion-del-evento');
  });
});
