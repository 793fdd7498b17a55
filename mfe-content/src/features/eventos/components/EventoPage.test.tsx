import { screen, waitFor, within } from '@testing-library/react';
import { evento, renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { EventoPage } from './EventoPage';

const renderEvento = (url = '/eventos/7-feria-laboral-de-santiago') =>
  renderPage(<EventoPage />, { path: '/eventos/:evento', url, portal: { idDominio: 857 } });

describe('EventoPage', () => {
  it('shows a skeleton, then the date and time in Chile, the place with its comuna, the organiser and the description', async () => {
    const { requests, release } = renderWhileLoading(renderEvento, 'Cargando el evento…');
    release(evento());

    const article = await screen.findByRole('article', { name: 'Feria Laboral de Santiago' });
    const view = within(article);
    expect(view.getByText('Feria laboral')).toBeInTheDocument();
    expect(view.getByText('7 de diciembre de 2026, de 10:00 a 18:00 (hora de Chile)')).toHaveAttribute('dateTime', '2026-12-07T13:00:00.000Z');
    expect(view.getByText('Centro Cultural Estación Mapocho, Plaza de la Cultura s/n, Santiago, Región Metropolitana de Santiago')).toBeInTheDocument();
    expect(view.getByText('Municipalidad de Santiago')).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 2, name: 'Qué necesitas' })).toBeInTheDocument();
    expect(requests[0]?.url.href).toBe('http://api.test/api/eventos/7?idDominio=857');
  });

  it('links the registration page in a new tab and downloads the event for the calendar', async () => {
    stubApi(() => ({ body: evento() }));
    renderEvento();

    const inscripcion = await screen.findByRole('link', { name: 'Inscribirme (se abre en una pestaña nueva)' });
    expect(inscripcion).toHaveAttribute('href', 'https://eventos.example.com/inscripcion/feria');
    expect(inscripcion).toHaveAttribute('target', '_blank');
    const calendario = screen.getByRole('link', { name: 'Agregar a mi calendario' });
    expect(calendario).toHaveAttribute('href', '/api/eventos/7/calendario.ics?idDominio=857');
    expect(calendario).toHaveAttribute('download', 'evento-7.ics');
  });

  it('gives an online event its room link, and never shows a registration link that is not http or https', async () => {
    stubApi(() => ({ body: evento({ modalidad: 'ONLINE', comuna: null, lugar: null, urlOnline: 'https://sala.example.com/x', urlInscripcion: 'javascript:alert(1)' }) }));
    renderEvento();

    expect(await screen.findByRole('link', { name: 'enlace a la sala (se abre en una pestaña nueva)' })).toHaveAttribute('href', 'https://sala.example.com/x');
    expect(screen.getByText(/En línea/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Inscribirme/ })).not.toBeInTheDocument();
  });

  it('marks a past event as finished, without registration or calendar', async () => {
    stubApi(() => ({ body: evento({ finalizado: true }) }));
    renderEvento();

    expect(await screen.findByText('Este evento ya finalizó.')).toBeInTheDocument();
    expect(screen.getByText('Finalizado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Inscribirme|Agregar a mi calendario/ })).not.toBeInTheDocument();
  });

  it('describes the event as a schema.org Event with its place and organiser', async () => {
    stubApi(() => ({ body: evento() }));
    const { container } = renderEvento();

    await screen.findByRole('article');
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: 'Feria Laboral de Santiago',
      startDate: '2026-12-07T13:00:00.000Z',
      endDate: '2026-12-07T21:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Centro Cultural Estación Mapocho', address: { addressLocality: 'Santiago', addressCountry: 'CL' } },
      organizer: { '@type': 'Organization', name: 'Municipalidad de Santiago' },
      offers: { url: 'https://eventos.example.com/inscripcion/feria' },
    });
  });

  it('moves a wrong slug to the right URL, replacing it in the history', async () => {
    stubApi(() => ({ body: evento() }));
    const { router } = renderEvento('/eventos/7-titulo-antiguo');

    await waitFor(() => { expect(router.state.location.pathname).toBe('/eventos/7-feria-laboral-de-santiago'); });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
