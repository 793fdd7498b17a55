import { screen, within } from '@testing-library/react';
import type { PortalConfig } from '@portal/shared/contract';
import { fechaServidorAtom } from '@portal/shared/state';
import { deferredReply, renderPage, stubApi, type StubReply } from '@portal/shared/testing';
import { FairHomePage } from './FairHomePage';

const pabellones: StubReply = {
  body: {
    opcionesCategoria: [
      { idOpcionCategoria: 1, llaveOpcionCategoria: 'tecnologia', nombreOpcionCategoria: 'Tecnología e Innovación' },
      { idOpcionCategoria: 2, llaveOpcionCategoria: 'salud', nombreOpcionCategoria: 'Salud y Bienestar' },
    ],
  },
};

const feria = (preRegistroHabilitado: boolean): Partial<PortalConfig> => ({
  idDominio: 861,
  nombre: 'Feria de Empleo de Verano',
  descripcion: 'Preinscríbete y prepárate para la próxima feria',
  tipoPortal: 'FERIA',
  configuracionFeria: { fechaInicio: '2031-01-01T00:00:00Z', fechaTermino: '2031-01-31T23:59:59Z', preRegistroHabilitado },
});

function renderHome(fecha: string, preRegistro = true) {
  return renderPage(<FairHomePage />, {
    path: '/',
    portal: feria(preRegistro),
    seed: (store) => store.set(fechaServidorAtom, new Date(fecha)),
  });
}

describe('FairHomePage', () => {
  it("shows the fair's name, its dates, then its pavilions once they load", async () => {
    const reply = deferredReply();
    const { requests } = stubApi(() => reply.promise);
    renderHome('2031-01-15T12:00:00Z');

    expect(screen.getByRole('heading', { level: 1, name: 'Feria de Empleo de Verano' })).toBeInTheDocument();
    expect(screen.getByText('Del 1 de enero de 2031 al 31 de enero de 2031')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando pabellones…');
    reply.release(pabellones);

    const list = await screen.findByRole('list', { name: 'Pabellones' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tecnología e Innovación', 'Salud y Bienestar']);
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
    expect(requests[0]?.url.pathname).toBe('/api/feria/pabellones');
    expect(requests[0]?.url.searchParams.get('idDominio')).toBe('861');
  });

  it('says the fair is open and links to its companies, with no pre-registration call', async () => {
    stubApi(() => pabellones);
    renderHome('2031-01-15T12:00:00Z');
    expect(screen.getByText('La feria está abierta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empresas participantes' })).toHaveAttribute('href', '/empresas-participantes');
    expect(screen.queryByRole('link', { name: 'Pre-regístrate' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Pabellones' });
  });

  it('says when a fair that has not opened yet opens, and invites to pre-register', async () => {
    stubApi(() => pabellones);
    renderHome('2030-12-31T23:59:00Z');
    expect(screen.getByText('La feria abre el 1 de enero de 2031')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pre-regístrate' })).toHaveAttribute('href', '/ingresa-a-tu-cuenta');
    await screen.findByRole('list', { name: 'Pabellones' });
  });

  it('says when a finished fair ended', async () => {
    stubApi(() => pabellones);
    renderHome('2031-02-01T00:00:00Z', false);
    expect(screen.getByText('La feria terminó el 31 de enero de 2031')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pre-regístrate' })).not.toBeInTheDocument();
    await screen.findByRole('list', { name: 'Pabellones' });
  });

  it('shows no pavilions, and says they are coming, when they cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Error' } }));
    renderHome('2031-01-15T12:00:00Z');
    expect(await screen.findByText('Pronto publicaremos los pabellones de la feria.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Pabellones' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
