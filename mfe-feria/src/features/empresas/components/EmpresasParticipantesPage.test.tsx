import type { EmpresaFeria } from '@portal/shared/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage, deferredReply, stubApi as stubTodo, type RecordedRequest, type Responder, type StubReply } from '@portal/shared/testing';
import { PABELLONES } from '../../../testing/feria';
import { EmpresasParticipantesPage } from './EmpresasParticipantesPage';

/** The pavilions answer for the filter; `respond` answers the companies, whose requests alone are returned. */
function stubApi(respond: Responder) {
  const { requests } = stubTodo((request) => (request.url.pathname === '/api/feria/pabellones' ? { body: { opcionesCategoria: PABELLONES } } : respond(request)));
  return { empresasPedidas: () => requests.filter((r) => r.url.pathname === '/api/feria/empresas-dominio') };
}

function empresa(overrides: Partial<EmpresaFeria> = {}): EmpresaFeria {
  return {
    idEmpresa: 10,
    nombreEmpresa: 'Banco del Pacífico',
    descripcion: 'Servicios financieros para personas y empresas.',
    urlLogo: null,
    cantidadVacantes: 12,
    pabellon: { llaveOpcionCategoria: 'finanzas', nombreOpcionCategoria: 'Finanzas y Seguros' },
    stand: 'banco-del-pacifico',
    ...overrides,
  };
}

const banco = empresa();
const minera = empresa({ idEmpresa: 11, nombreEmpresa: 'Minera Atacama', urlLogo: 'https://cdn.test/minera.png', cantidadVacantes: 1250 });
const clinica = empresa({ idEmpresa: 12, nombreEmpresa: 'Clínica Sur', cantidadVacantes: 1 });

const answer = (empresas: EmpresaFeria[]): StubReply => ({ body: { empresas } });

function renderEmpresas() {
  return renderPage(<EmpresasParticipantesPage />, {
    path: '/empresas-participantes',
    portal: { idDominio: 950, nombre: 'Feria Laboral Virtual', tipoPortal: 'FERIA' },
  });
}

const query = (request: RecordedRequest | undefined) => Object.fromEntries(request?.url.searchParams ?? []);

describe('EmpresasParticipantesPage', () => {
  it('shows a skeleton, then a card per company with its logo, pavilion and vacancies', async () => {
    const reply = deferredReply();
    const { empresasPedidas } = stubApi(() => reply.promise);
    renderEmpresas();

    expect(screen.getByRole('heading', { level: 1, name: 'Empresas participantes' })).toBeInTheDocument();
    expect(screen.getByText('Cargando empresas participantes…')).toBeInTheDocument();
    reply.release(answer([banco, minera, clinica]));

    const list = await screen.findByRole('list', { name: 'Empresas participantes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 empresas');
    expect(screen.getByRole('heading', { level: 2, name: 'Banco del Pacífico' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Banco del Pacífico' })).toHaveAttribute('href', '/pabellon/finanzas/stand/banco-del-pacifico');
    expect(screen.getByRole('img', { name: 'Logo de Banco del Pacífico' })).toHaveTextContent('BP');
    expect(screen.getByRole('img', { name: 'Logo de Minera Atacama' })).toHaveAttribute('src', 'https://cdn.test/minera.png');
    expect(screen.getAllByText('Pabellón: Finanzas y Seguros')).toHaveLength(3);
    expect(screen.getByText('12 vacantes')).toBeInTheDocument();
    expect(screen.getByText('1.250 vacantes')).toBeInTheDocument();
    expect(screen.getByText('1 vacante')).toBeInTheDocument();
    expect(empresasPedidas()[0]?.url.pathname).toBe('/api/feria/empresas-dominio');
    expect(query(empresasPedidas()[0])).toEqual({ idDominio: '950' });
  });

  it('searches by name once the user stops typing', async () => {
    const { empresasPedidas } = stubApi(({ url }) => answer(url.searchParams.get('busqueda') === 'banco' ? [banco] : [banco, minera]));
    const { user } = renderEmpresas();
    await screen.findByText('2 empresas');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar empresa' }), 'banco');

    expect(await screen.findByText('1 empresa')).toBeInTheDocument();
    expect(screen.queryByText('Minera Atacama')).not.toBeInTheDocument();
    expect(empresasPedidas().map(query)).toEqual([{ idDominio: '950' }, { idDominio: '950', busqueda: 'banco' }]);
  });

  it('asks only for companies with vacancies when "Solo con vacantes" is checked', async () => {
    const { empresasPedidas } = stubApi(() => answer([banco]));
    const { user } = renderEmpresas();
    await screen.findByText('1 empresa');

    await user.click(screen.getByRole('checkbox', { name: 'Solo con vacantes' }));

    await waitFor(() => { expect(empresasPedidas()).toHaveLength(2); });
    expect(query(empresasPedidas()[1])).toEqual({ idDominio: '950', vacantes: 'true' });
  });

  it('says so when no company matches the name', async () => {
    stubApi(({ url }) => answer(url.searchParams.has('busqueda') ? [] : [banco]));
    const { user } = renderEmpresas();
    await screen.findByText('1 empresa');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar empresa' }), 'zzz');

    expect(await screen.findByText('No encontramos empresas con ese nombre.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Empresas participantes' })).not.toBeInTheDocument();
  });

  it('never lets an older answer replace a newer one', async () => {
    const first = deferredReply();
    stubApi(({ url }) => (url.searchParams.has('vacantes') ? answer([clinica]) : first.promise));
    const { user } = renderEmpresas();

    await user.click(screen.getByRole('checkbox', { name: 'Solo con vacantes' }));
    expect(await screen.findByText('Clínica Sur')).toBeInTheDocument();
    first.release(answer([banco, minera]));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Banco del Pacífico')).not.toBeInTheDocument();
    expect(screen.getByText('Clínica Sur')).toBeInTheDocument();
  });

  it('says when the companies cannot be loaded and loads them again on "Reintentar"', async () => {
    let fail = true;
    stubApi(() => (fail ? { status: 502, body: { statusCode: 502, error: 'Bad Gateway', message: 'Error' } } : answer([banco])));
    const { user } = renderEmpresas();

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar las empresas participantes.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Banco del Pacífico' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('filters by pavilion with the options of the fair, without asking again', async () => {
    const salud = empresa({ idEmpresa: 13, nombreEmpresa: 'Clínica Los Andes', pabellon: { llaveOpcionCategoria: 'salud', nombreOpcionCategoria: 'Salud y Bienestar' }, stand: 'clinica-los-andes' });
    const { empresasPedidas } = stubApi(() => answer([banco, salud]));
    const { user } = renderEmpresas();
    await screen.findByText('2 empresas');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Pabellón' }), 'Salud y Bienestar');

    expect(await screen.findByText('1 empresa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clínica Los Andes' })).toHaveAttribute('href', '/pabellon/salud/stand/clinica-los-andes');
    expect(screen.queryByText('Banco del Pacífico')).not.toBeInTheDocument();
    expect(empresasPedidas()).toHaveLength(1);
  });
});
