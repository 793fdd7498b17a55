import { NOMBRE_ALERTA_MAX } from '@portal/shared/contract';
import { sessionAtom, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { filtrosBusqueda, sesionDemo } from '../../../testing/fixtures';
import { CrearAlerta } from './CrearAlerta';

const params = { idDominio: 857, palabraClave: 'vendedor', region: '13', pagina: 1 };
const filtros = filtrosBusqueda();
const signedIn = (store: PortalStore) => store.set(sessionAtom, sesionDemo);
const alerta = { idAlerta: 9, nombre: 'vendedor', frecuencia: 'SEMANAL', activa: true, parametros: params, descripcion: '«vendedor»', creada: '2026-11-01T00:00:00.000Z', ultimoEnvio: null };

describe('CrearAlerta', () => {
  it('saves the search as an alert with its name and frequency', async () => {
    const { requests } = stubApi(() => ({ status: 201, body: alerta }), { jwt: 'jwt-demo' });
    const { user } = renderPage(<CrearAlerta params={params} filtros={filtros} heading="Ofertas de empleo" />, { path: '/trabajo-empleo', url: '/trabajo-empleo?palabraClave=vendedor', seed: signedIn });

    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(await screen.findByRole('dialog', { name: 'Crear alerta de empleo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la alerta')).toHaveValue('Vendedor en Región Metropolitana de Santiago');
    expect(screen.getByText('«vendedor» · Región Metropolitana de Santiago')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Semanal' }));
    await user.click(screen.getAllByRole('button', { name: 'Crear alerta' }).at(-1)!);

    await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
    expect(requests[0]?.url.pathname).toBe('/api/alertas');
    expect(JSON.parse(requests[0]!.body)).toEqual({ nombre: 'Vendedor en Región Metropolitana de Santiago', frecuencia: 'SEMANAL', parametros: params });
  });

  it('closes with Escape without saving, and puts the focus back on «Crear alerta»', async () => {
    const { fetchMock } = stubApi(() => ({ status: 201, body: alerta }), { jwt: 'jwt-demo' });
    const { user } = renderPage(<CrearAlerta params={params} filtros={filtros} heading="Ofertas de empleo" />, { path: '/trabajo-empleo', seed: signedIn });

    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(screen.getByLabelText('Nombre de la alerta')).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear alerta' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a name of at most the limit before sending anything', async () => {
    const { requests } = stubApi(() => ({ status: 201, body: alerta }), { jwt: 'jwt-demo' });
    const { user } = renderPage(<CrearAlerta params={{ idDominio: 857, pagina: 1 }} filtros={filtros} heading="" />, { path: '/trabajo-empleo', seed: signedIn });

    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    await user.click(screen.getAllByRole('button', { name: 'Crear alerta' }).at(-1)!);
    expect(screen.getByText('Ponle un nombre a tu alerta.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre de la alerta'), 'x'.repeat(NOMBRE_ALERTA_MAX + 1));
    expect(screen.getByText(`El nombre puede tener hasta ${NOMBRE_ALERTA_MAX} caracteres.`)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Crear alerta' }).at(-1)!);
    expect(requests).toEqual([]);
  });

  it('sends a visitor to sign in, coming back to the same search to finish', async () => {
    stubApi(() => ({ body: {} }));
    const { user } = renderPage(<CrearAlerta params={params} filtros={filtros} heading="Ofertas de empleo" />, { path: '/trabajo-empleo', url: '/trabajo-empleo?palabraClave=vendedor' });

    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    const destino = new URL((await screen.findByText(/^Otra ruta:/)).textContent!.replace('Otra ruta: ', ''), 'http://x');
    expect(destino.pathname).toBe('/ingresa-a-tu-cuenta');
    expect(destino.searchParams.get('redirect')).toBe('/trabajo-empleo?accion=CREAR_ALERTA&palabraClave=vendedor');
  });

  it('opens the dialog on coming back signed in, keeping the search in the URL', async () => {
    stubApi(() => ({ body: {} }), { jwt: 'jwt-demo' });
    renderPage(<CrearAlerta params={params} filtros={filtros} heading="Ofertas de empleo" />, { path: '/trabajo-empleo', url: '/trabajo-empleo?accion=CREAR_ALERTA&palabraClave=vendedor', seed: signedIn });
    expect(await screen.findByRole('dialog', { name: 'Crear alerta de empleo' })).toBeInTheDocument();
  });
});
