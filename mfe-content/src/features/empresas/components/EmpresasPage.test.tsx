import type { ListaEmpresas } from '@portal/shared/contract';
import { screen, within } from '@testing-library/react';
import { renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { EmpresasPage } from './EmpresasPage';

function lista(overrides: Partial<ListaEmpresas> = {}): ListaEmpresas {
  return {
    empresas: [
      { idEmpresa: 5, nombre: 'Minera Andina', urlLogo: null, cantidadOfertas: 1234 },
      { idEmpresa: 9, nombre: 'Clínica del Sur', urlLogo: null, cantidadOfertas: 1 },
    ],
    cantidadRegistros: 2,
    cantidadPaginas: 1,
    paginaActual: 1,
    ...overrides,
  };
}

const renderEmpresas = (url = '/empresas') => renderPage(<EmpresasPage />, { path: '/empresas', url, portal: { idDominio: 858 } });

describe('EmpresasPage', () => {
  it('shows a skeleton, then each company with its count of live offers and a link to a search of them', async () => {
    const { requests, release } = renderWhileLoading(renderEmpresas, 'Cargando empresas…');
    expect(screen.getByRole('heading', { level: 1, name: 'Empresas con ofertas de empleo' })).toBeInTheDocument();
    release(lista());

    const minera = within((await screen.findByRole('heading', { level: 2, name: 'Minera Andina' })).closest('li')!);
    expect(minera.getByText('1.234 ofertas vigentes')).toBeInTheDocument();
    expect(minera.getByRole('link', { name: 'Ver ofertas de Minera Andina' })).toHaveAttribute('href', '/trabajo-empleo?idEmpresas=5');
    const clinica = within(screen.getByRole('heading', { level: 2, name: 'Clínica del Sur' }).closest('li')!);
    expect(clinica.getByText('1 oferta vigente')).toBeInTheDocument();
    expect(screen.getByText('2 empresas')).toBeInTheDocument();
    expect(requests[0]?.url.href).toBe('http://api.test/api/empresas?idDominio=858&pagina=1');
  });

  it('searches by name from the URL, and a new search starts again at the first page', async () => {
    const { requests } = stubApi(() => ({ body: lista({ paginaActual: 2, cantidadPaginas: 3, cantidadRegistros: 45 }) }));
    const { user, router } = renderEmpresas('/empresas?busqueda=andina&pagina=2');

    const nav = await screen.findByRole('navigation', { name: 'Paginación de empresas' });
    expect(within(nav).getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/empresas?busqueda=andina&pagina=3');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ idDominio: '858', pagina: '2', busqueda: 'andina' });
    const buscador = screen.getByRole('search', { name: 'Buscar empresas' });
    const campo = within(buscador).getByRole('searchbox', { name: 'Nombre de la empresa' });
    expect(campo).toHaveValue('andina');

    await user.clear(campo);
    await user.type(campo, 'clínica');
    await user.click(within(buscador).getByRole('button', { name: 'Buscar empresas' }));
    expect(router.state.location.search).toBe('?busqueda=cl%C3%ADnica');
  });

  it('says when no company with offers has that name', async () => {
    stubApi(() => ({ body: lista({ empresas: [], cantidadRegistros: 0, cantidadPaginas: 0 }) }));
    renderEmpresas('/empresas?busqueda=xyz');
    expect(await screen.findByText('No encontramos empresas con ofertas cuyo nombre contenga «xyz».')).toBeInTheDocument();
  });

  it('says when the companies cannot be loaded and loads them again on "Reintentar"', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error', code: 'ERROR_INTERNO' } } : { body: lista() }));
    const { user } = renderEmpresas();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las empresas.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Minera Andina' })).toBeInTheDocument();
  });
});
