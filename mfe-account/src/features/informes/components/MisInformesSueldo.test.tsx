import { renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { MisInformesSueldoPage } from './MisInformesSueldoPage';

const renderMisInformes = () => renderPage(<MisInformesSueldoPage />, { path: '/mis-informes-de-sueldo' });

describe('MisInformesSueldoPage', () => {
  it('shows a skeleton, then the reports asked for, each opening its full report', async () => {
    const { requests, release } = renderWhileLoading(renderMisInformes, 'Cargando tus informes de sueldo…', { jwt: 'jwt-camila' });
    release({
      informes: [
        { idInforme: 7, cargo: 'Ejecutivo de Ventas', slug: 'ejecutivo-de-ventas', pedido: '2026-11-24T12:00:00Z' },
        { idInforme: 3, cargo: 'Contador General', slug: 'contador-general', pedido: '2026-11-02T12:00:00Z' },
      ],
    });

    const informes = await screen.findAllByRole('listitem');
    expect(within(informes[0]!).getByRole('link', { name: 'Ejecutivo de Ventas' })).toHaveAttribute('href', '/informe-de-sueldo/7');
    expect(informes[0]).toHaveTextContent('Pedido el 24 de noviembre de 2026');
    expect(within(informes[1]!).getByRole('link', { name: 'Contador General' })).toHaveAttribute('href', '/informe-de-sueldo/3');
    expect(requests[0]?.url.pathname).toBe('/api/informes-sueldo/mis-informes');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer jwt-camila');
  });

  it('points to the salary reports when there is none yet', async () => {
    stubApi(() => ({ body: { informes: [] } }), { jwt: 'jwt-camila' });
    renderMisInformes();
    expect(await screen.findByText('Aún no pides informes de sueldo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar un cargo' })).toHaveAttribute('href', '/informe-de-sueldo-teaser');
  });

  it('says when the list cannot be loaded and loads it again on "Reintentar"', async () => {
    let fallar = true;
    stubApi(() => (fallar ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error', code: 'ERROR_INTERNO' } } : { body: { informes: [] } }), { jwt: 'jwt-camila' });
    const { user } = renderMisInformes();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus informes de sueldo.');
    fallar = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no pides informes de sueldo.')).toBeInTheDocument();
  });
});
