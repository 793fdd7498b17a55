import { renderPage, renderWhileLoading, stubApi, textoEntero } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { misPostulaciones, postulacion } from '../../../testing/area';
import { rechazo } from '../../../testing/candidato';
import { MisPostulacionesPage } from './MisPostulacionesPage';

const abrir = (url = '/mis-postulaciones') => renderPage(<MisPostulacionesPage />, { path: '/mis-postulaciones', url });

describe('MisPostulacionesPage', () => {
  it('shows each application with its five steps in order, the dates reached and the current one in words', async () => {
    stubApi(() => ({ body: misPostulaciones([postulacion()]) }), { jwt: 'jwt' });
    abrir();

    expect(await screen.findByRole('link', { name: 'Enfermera Clínica' })).toHaveAttribute('href', '/trabajo/enfermera-clinica-1234');
    const pasos = within(screen.getByRole('list', { name: 'Avance de la postulación' })).getAllByRole('listitem');
    expect(pasos.map((paso) => paso.textContent)).toEqual([
      'Postulación enviada2 de noviembre de 2026',
      'CV recibido3 de noviembre de 2026',
      'CV visto5 de noviembre de 2026Estado actual',
      'CV en evaluaciónPendiente',
      'Proceso finalizadoPendiente',
    ]);
    expect(screen.getByText(textoEntero('Postulaste el 2 de noviembre de 2026.'))).toBeInTheDocument();
    expect(screen.getByText('1 postulación')).toBeInTheDocument();
  });

  it('says when the offer expired and when the application was withdrawn, which then cannot be withdrawn again', async () => {
    const retirada = postulacion({ retirada: '2026-11-08T12:00:00.000Z', oferta: { ...postulacion().oferta, expirada: true } });
    stubApi(() => ({ body: misPostulaciones([retirada]) }), { jwt: 'jwt' });
    abrir();

    expect(await screen.findByText('Esta oferta expiró y ya no recibe postulaciones.')).toBeInTheDocument();
    expect(screen.getByText(textoEntero('Retiraste esta postulación el 8 de noviembre de 2026.'))).toBeInTheDocument();
    expect(screen.queryByText('Estado actual')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retirar postulación/ })).not.toBeInTheDocument();
    // The steps it never reached are not waiting for anything.
    const pasos = within(screen.getByRole('list', { name: 'Avance de la postulación' })).getAllByRole('listitem');
    expect(pasos.map((paso) => paso.textContent).slice(3)).toEqual(['CV en evaluaciónNo continuó', 'Proceso finalizadoNo continuó']);
    expect(screen.queryByText('Pendiente')).not.toBeInTheDocument();
  });

  it('offers no withdrawal once the process finished', async () => {
    stubApi(() => ({ body: misPostulaciones([postulacion({ estado: 'FINALIZADA' })]) }), { jwt: 'jwt' });
    abrir();
    await screen.findByRole('link', { name: 'Enfermera Clínica' });
    expect(screen.queryByRole('button', { name: /Retirar postulación/ })).not.toBeInTheDocument();
  });

  it('filters by status at once and by text on "Buscar", keeping both in the URL', async () => {
    const { requests } = stubApi(() => ({ body: misPostulaciones([postulacion()]) }), { jwt: 'jwt' });
    const { user, router } = abrir();
    await screen.findByRole('link', { name: 'Enfermera Clínica' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'CV visto');
    await waitFor(() => { expect(requests.at(-1)?.url.search).toBe('?estado=CV_VISTO'); });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar por cargo o empresa' }), 'enfermera');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() => { expect(requests.at(-1)?.url.search).toBe('?estado=CV_VISTO&texto=enfermera'); });
    expect(router.state.location.search).toBe('?estado=CV_VISTO&texto=enfermera');
  });

  it('withdraws after confirming, says so and puts the focus on that notice', async () => {
    const { requests } = stubApi(
      (request) => (request.method === 'POST' ? { body: postulacion({ retirada: '2026-11-20T12:00:00.000Z' }) } : { body: misPostulaciones([postulacion()]) }),
      { jwt: 'jwt' },
    );
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Retirar postulación a Enfermera Clínica' }));

    const dialogo = screen.getByRole('alertdialog', { name: '¿Retirar tu postulación?' });
    expect(dialogo).toHaveTextContent('Dejarás de participar en el proceso de «Enfermera Clínica» de Clínica Andes.');
    await user.click(within(dialogo).getByRole('button', { name: 'Sí, retirar' }));

    const aviso = await screen.findByText(textoEntero('Retiraste esta postulación el 20 de noviembre de 2026.'));
    expect(aviso).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'POST' });
    expect(requests.at(-1)?.url.pathname).toBe('/api/mis-postulaciones/7/retiro');
  });

  it('leaves the focus on the status filter when the next list shows the application just withdrawn', async () => {
    const retirada = postulacion({ retirada: '2026-11-20T12:00:00.000Z' });
    stubApi(
      (request) => {
        if (request.method === 'POST') return { body: retirada };
        return { body: misPostulaciones([request.url.searchParams.get('estado') === 'RETIRADA' ? retirada : postulacion()]) };
      },
      { jwt: 'jwt' },
    );
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Retirar postulación a Enfermera Clínica' }));
    await user.click(screen.getByRole('button', { name: 'Sí, retirar' }));
    await screen.findByText(textoEntero('Retiraste esta postulación el 20 de noviembre de 2026.'));

    const estado = screen.getByRole('combobox', { name: 'Estado' });
    await user.selectOptions(estado, 'Retiradas');
    expect(await screen.findByText(textoEntero('Retiraste esta postulación el 20 de noviembre de 2026.'))).not.toHaveFocus();
    expect(estado).toHaveFocus();
  });

  it('keeps Tab inside the dialog, closes it with Escape and gives the focus back, withdrawing nothing', async () => {
    const { requests } = stubApi(() => ({ body: misPostulaciones([postulacion()]) }), { jwt: 'jwt' });
    const { user } = abrir();
    const boton = await screen.findByRole('button', { name: 'Retirar postulación a Enfermera Clínica' });
    await user.click(boton);

    const cancelar = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancelar).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sí, retirar' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab();
    expect(cancelar).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(boton).toHaveFocus();
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it("shows the api's refusal inside the dialog", async () => {
    stubApi(
      (request) =>
        request.method === 'POST'
          ? rechazo(409, 'POSTULACION_FINALIZADA', 'Esta postulación no se puede retirar porque el proceso ya finalizó.')
          : { body: misPostulaciones([postulacion()]) },
      { jwt: 'jwt' },
    );
    const { user } = abrir();
    await user.click(await screen.findByRole('button', { name: 'Retirar postulación a Enfermera Clínica' }));
    await user.click(screen.getByRole('button', { name: 'Sí, retirar' }));

    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('Esta postulación no se puede retirar porque el proceso ya finalizó.');
  });

  it('shows a skeleton while loading, then the empty state with a link to search', async () => {
    const { release } = renderWhileLoading(abrir, 'Cargando tus postulaciones…', { jwt: 'jwt' });
    release(misPostulaciones([]));
    expect(await screen.findByText(/Aún no has postulado a ninguna oferta\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar ofertas de empleo' })).toHaveAttribute('href', '/trabajo-empleo');
  });

  it('says when no application matches the filters, with a way back to all', async () => {
    stubApi(() => ({ body: misPostulaciones([]) }), { jwt: 'jwt' });
    abrir('/mis-postulaciones?estado=RETIRADA');

    expect(await screen.findByText(/No hay postulaciones con esos filtros\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todas mis postulaciones' })).toHaveAttribute('href', '/mis-postulaciones');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('RETIRADA');
  });

  it('links the other pages of the list', async () => {
    stubApi(() => ({ body: { ...misPostulaciones([postulacion()], 3), cantidadRegistros: 25, paginaActual: 2 } }), { jwt: 'jwt' });
    abrir('/mis-postulaciones?estado=CV_VISTO&pagina=2');

    const paginas = await screen.findByRole('navigation', { name: 'Páginas de postulaciones' });
    expect(within(paginas).getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/mis-postulaciones?estado=CV_VISTO');
    expect(within(paginas).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/mis-postulaciones?estado=CV_VISTO&pagina=3');
    expect(paginas).toHaveTextContent('Página 2 de 3');
  });
});
