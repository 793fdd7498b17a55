import { screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { PaginaPorNavegacion } from '@portal/shared/ui';
import { oferta, ofertaResumen } from '../../../testing/fixtures';
import { renderPage, deferredReply, fijarAhora, stubApi, type StubReply } from '@portal/shared/testing';
import { OfertaPage } from './OfertaPage';

function renderOferta(segment = 'cajero-bancario-1234') {
  return renderPage(<OfertaPage />, { path: '/trabajo/:oferta', url: `/trabajo/${segment}` });
}

const notFound: StubReply = { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'La oferta no existe.' } };

describe('OfertaPage', () => {
  // 24 November 2026 in Santiago: the fixtures' offer was published two days earlier.
  fijarAhora('2026-11-24T15:00:00Z');

  it('shows a skeleton while the offer loads, then the offer from /api/ofertas/{id}', async () => {
    const reply = deferredReply();
    const { requests } = stubApi(() => reply.promise);
    renderOferta();

    expect(screen.getByRole('status')).toHaveTextContent('Cargando la oferta…');
    reply.release({ body: oferta() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cajero bancario' })).toBeInTheDocument();
    expect(requests.map((request) => request.url.href)).toEqual(['http://api.test/api/ofertas/1234']);
  });

  it('opened by a tap, paints the title, company and «Postular» first and the facts and description in the next render', async () => {
    stubApi(() => ({ body: oferta() }));
    const pasos: { titulo: boolean; descripcion: boolean }[] = [];
    const alConfirmar = () =>
      pasos.push({ titulo: screen.queryByRole('heading', { level: 1 }) !== null, descripcion: screen.queryByRole('heading', { name: 'Descripción de la oferta' }) !== null });
    renderPage(
      <Profiler id="oferta" onRender={alConfirmar}>
        <PaginaPorNavegacion value>
          <OfertaPage />
        </PaginaPorNavegacion>
      </Profiler>,
      { path: '/trabajo/:oferta', url: '/trabajo/cajero-bancario-1234' },
    );

    expect(await screen.findByRole('heading', { name: 'Descripción de la oferta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Postular/ })).toBeInTheDocument();
    expect(pasos).toContainEqual({ titulo: true, descripcion: false });
    expect(pasos.at(-1)).toEqual({ titulo: true, descripcion: true });
  });

  it('shows the company, place, area, job type, dates, experience and salary in es-CL', async () => {
    stubApi(() => ({ body: oferta({ sueldo: 1850000, aniosExperiencia: 3 }) }));
    renderOferta();

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Banco del Pacífico')).toBeInTheDocument();
    expect(screen.getByText('Ñuñoa, Región Metropolitana de Santiago')).toBeInTheDocument();
    expect(screen.getByText('Finanzas')).toBeInTheDocument();
    expect(screen.getByText('Jornada completa')).toBeInTheDocument();
    const publicada = screen.getByText('hace 2 días');
    expect(publicada).toHaveAttribute('dateTime', '2026-11-22');
    expect(publicada).toHaveAccessibleDescription('domingo, 22 de noviembre de 2026');
    expect(screen.getByText('22 de diciembre de 2026')).toHaveAttribute('dateTime', '2026-12-22');
    expect(screen.getByText('3 años')).toBeInTheDocument();
    expect(screen.getByText('$1.850.000')).toBeInTheDocument();
    expect(screen.getByText('Sueldo bruto mensual')).toBeInTheDocument();
    expect(screen.getByText('cajero', { selector: 'strong' })).toBeInTheDocument();
  });

  it('links to the landing of the offer\'s occupation, named without gender ending or working hours', async () => {
    stubApi(() => ({ body: oferta({ nombreCargo: 'Cajero/a Bancario part time' }) }));
    renderOferta();

    expect(await screen.findByRole('link', { name: 'Más ofertas de Cajero Bancario' })).toHaveAttribute('href', '/trabajo-empleo/cajero-bancario');
  });

  it('says "Sueldo a convenir" when the company hides the salary', async () => {
    stubApi(() => ({ body: oferta({ mostrarSueldo: false, sueldo: null }) }));
    renderOferta();

    expect(await screen.findByText('Sueldo a convenir')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('drops scripts and event handlers from the description', async () => {
    const descripcionOferta = '<p>Turnos rotativos</p><script>window.hacked = true</script><img src="x" alt="foto" onerror="window.hacked = true">';
    stubApi(() => ({ body: oferta({ descripcionOferta }) }));
    const { container } = renderOferta();

    expect(await screen.findByText('Turnos rotativos')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'foto' })).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toContain('hacked');
  });

  it('tells the visitor an expired offer can no longer be applied to, and lists similar live offers', async () => {
    const similar = ofertaResumen({ idOferta: 88, nombreCargo: 'Ejecutiva de cuentas' });
    const { requests } = stubApi((request) =>
      request.url.pathname.endsWith('/similares') ? { body: { ofertas: [similar] } } : { body: oferta({ estadoOferta: 'EXPIRADA' }) },
    );
    renderOferta();

    expect(await screen.findByText('Esta oferta ya no está disponible para postular.')).toBeInTheDocument();
    expect(screen.getByText('Expiró')).toBeInTheDocument();
    const similares = screen.getByRole('region', { name: 'Ofertas similares' });
    expect(await within(similares).findByRole('link', { name: 'Ejecutiva de cuentas' })).toHaveAttribute('href', '/trabajo/ejecutiva-de-cuentas-88');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/ofertas/1234', '/api/ofertas/1234/similares']);
    // The similar offers' cards may be saved; the expired offer itself offers no action.
    const accionesDeLaOferta = screen
      .queryAllByRole('button', { name: /postular|guardar|compartir/i })
      .filter((button) => !similares.contains(button));
    expect(accionesDeLaOferta).toEqual([]);
  });

  it('puts «Postular» first in the offer\'s one action group, with «Guardar oferta» and «Compartir oferta» beside it', async () => {
    stubApi((request) => (request.url.pathname.endsWith('/similares') ? { body: { ofertas: [] } } : { body: oferta() }));
    renderOferta();

    const grupo = await screen.findByRole('group', { name: 'Acciones de la oferta' });
    expect(within(grupo).getAllByRole('button').map((boton) => boton.textContent)).toEqual(['Postular', 'Guardar oferta', 'Compartir oferta']);
  });

  it('names the company with a link to its other live offers, and lists similar offers below a live offer', async () => {
    const similar = ofertaResumen({ idOferta: 88, nombreCargo: 'Ejecutiva de cuentas' });
    const { requests } = stubApi((request) => (request.url.pathname.endsWith('/similares') ? { body: { ofertas: [similar] } } : { body: oferta() }));
    renderOferta();

    expect(await screen.findByRole('link', { name: 'Ver todas las ofertas de Banco del Pacífico' })).toHaveAttribute('href', '/trabajo-empleo?idEmpresas=77');
    const similares = screen.getByRole('region', { name: 'Ofertas similares' });
    expect(await within(similares).findByRole('link', { name: 'Ejecutiva de cuentas' })).toHaveAttribute('href', '/trabajo/ejecutiva-de-cuentas-88');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/ofertas/1234', '/api/ofertas/1234/similares']);
  });

  it('says the offer does not exist when the api answers 404', async () => {
    stubApi(() => notFound);
    renderOferta();

    expect(await screen.findByRole('heading', { level: 1, name: 'La oferta no existe o fue eliminada.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisa las últimas ofertas' })).toHaveAttribute('href', '/');
  });

  it('says the offer does not exist without asking the api when the segment has no id', () => {
    const { fetchMock } = stubApi(() => notFound);
    renderOferta('cajero-bancario');

    expect(screen.getByRole('heading', { level: 1, name: 'La oferta no existe o fue eliminada.' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the offer cannot be loaded and loads it again on "Reintentar"', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error' } } : { body: oferta() }));
    const { user } = renderOferta();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar la oferta.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cajero bancario' })).toBeInTheDocument();
  });
});
