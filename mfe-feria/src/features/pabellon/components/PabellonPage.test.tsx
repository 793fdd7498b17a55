import { screen, within } from '@testing-library/react';
import { empresa, FALLA, PABELLONES, rutas, stubFeria } from '../../../testing/feria';
import { renderRoute } from '../../../testing/render-route';

const minera = empresa({ idEmpresa: 11, nombreEmpresa: 'Centro Médico Atacama', stand: 'centro-medico-atacama', cantidadVacantes: 1 });

describe('PabellonPage', () => {
  it("shows a skeleton, then the pavilion's name and its companies, each leading to its stand", async () => {
    const { requests } = stubFeria({ '/api/feria/empresas-pabellon': { body: { pabellon: PABELLONES[1], empresas: [empresa(), minera] } } });
    renderRoute('/pabellon/salud');

    expect(await screen.findByText('Cargando las empresas del pabellón…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Salud y Bienestar' })).toBeInTheDocument();
    const lista = await screen.findByRole('list', { name: 'Empresas del pabellón Salud y Bienestar' });
    expect(within(lista).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lista).getByRole('link', { name: 'Centro Médico Atacama' })).toHaveAttribute('href', '/pabellon/salud/stand/centro-medico-atacama');
    expect(within(lista).queryByText(/^Pabellón:/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 empresas en este pabellón');
    const pedida = requests.find((r) => r.url.pathname === '/api/feria/empresas-pabellon')!;
    expect(Object.fromEntries(pedida.url.searchParams)).toEqual({ idDominio: '860', idPabellon: '2' });
    expect(screen.getByRole('link', { name: 'Volver a la feria' })).toHaveAttribute('href', '/');
  });

  it('searches the pavilion by company name', async () => {
    const { requests } = stubFeria({
      '/api/feria/empresas-pabellon': ({ url }) => ({ body: { pabellon: PABELLONES[1], empresas: url.searchParams.get('busqueda') === 'atacama' ? [minera] : [empresa(), minera] } }),
    });
    const { user } = renderRoute('/pabellon/salud');
    await screen.findByText('2 empresas en este pabellón');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar empresa' }), 'atacama');

    expect(await screen.findByText('1 empresa en este pabellón')).toBeInTheDocument();
    expect(requests.filter((r) => r.url.searchParams.get('busqueda') === 'atacama')).toHaveLength(1);
  });

  it('says the pavilion has no companies yet when their call fails, and the page stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFeria({ '/api/feria/empresas-pabellon': FALLA });
    renderRoute('/pabellon/salud');
    expect(await screen.findByText('Pronto verás aquí a las empresas de este pabellón.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Salud y Bienestar' })).toBeInTheDocument();
  });

  it('an unknown pavilion is the 404 page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { requests } = stubFeria();
    renderRoute('/pabellon/astronomia');
    expect(await screen.findByRole('heading', { name: 'Page not found: /pabellon/astronomia' })).toBeInTheDocument();
    expect(rutas(requests)).not.toContain('/api/feria/empresas-pabellon');
  });
});
