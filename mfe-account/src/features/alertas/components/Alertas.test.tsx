import type { Alerta } from '@portal/shared/contract';
import { sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { loginDe } from '../../../testing/candidato';
import { AlertasPage } from './AlertasPage';

const conSesion = (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe())); };

const alerta = (cambios: Partial<Alerta> = {}): Alerta => ({
  idAlerta: 4,
  nombre: 'Ventas en Santiago',
  frecuencia: 'DIARIA',
  activa: true,
  parametros: { idDominio: 857, palabraClave: 'vendedor' },
  descripcion: '«vendedor» en Región Metropolitana de Santiago, jornada completa',
  creada: '2026-11-01T12:00:00.000Z',
  ultimoEnvio: null,
  ...cambios,
});

describe('AlertasPage', () => {
  it('lists each alert with what it searches for in words and its frequency', async () => {
    stubApi(() => ({ body: { alertas: [alerta(), alerta({ idAlerta: 5, nombre: 'Enfermería', frecuencia: 'SEMANAL', activa: false, descripcion: '«enfermera» en Valparaíso' })] } }), { jwt: 'jwt' });
    renderPage(<AlertasPage />, { path: '/alertas-de-empleo', seed: conSesion });

    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('«vendedor» en Región Metropolitana de Santiago, jornada completa')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Diaria')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Semanal · Pausada')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Reanudar Enfermería' })).toBeInTheDocument();
  });

  it('pauses an alert and says so', async () => {
    const { requests } = stubApi((request) => (request.method === 'GET' ? { body: { alertas: [alerta()] } } : { body: alerta({ activa: false }) }), { jwt: 'jwt' });
    const { user } = renderPage(<AlertasPage />, { path: '/alertas-de-empleo', seed: conSesion });

    await user.click(await screen.findByRole('button', { name: 'Pausar Ventas en Santiago' }));
    expect(await screen.findByText('Pausamos «Ventas en Santiago»: no te enviaremos correos hasta que la reanudes.')).toBeInTheDocument();
    expect(screen.getByText('Diaria · Pausada')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'PUT' });
    expect(requests.at(-1)?.url.pathname).toBe('/api/alertas/4');
  });

  it('edits the name and frequency, refusing an empty name', async () => {
    const { requests } = stubApi((request) => (request.method === 'GET' ? { body: { alertas: [alerta()] } } : { body: alerta({ nombre: 'Vendedor', frecuencia: 'SEMANAL' }) }), { jwt: 'jwt' });
    const { user } = renderPage(<AlertasPage />, { path: '/alertas-de-empleo', seed: conSesion });

    await user.click(await screen.findByRole('button', { name: 'Editar Ventas en Santiago' }));
    const nombre = screen.getByLabelText('Nombre de la alerta');
    await user.clear(nombre);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.getByText('Ponle un nombre a tu alerta.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    await user.type(nombre, 'Vendedor');
    await user.click(screen.getByRole('radio', { name: 'Semanal' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => { expect(screen.queryByRole('dialog')).not.toBeInTheDocument(); });
    expect(screen.getByRole('heading', { name: 'Vendedor' })).toBeInTheDocument();
    const [cambio] = requests.filter((r) => r.method === 'PUT');
    expect(JSON.parse(cambio?.body ?? '')).toEqual({ nombre: 'Vendedor', frecuencia: 'SEMANAL', activa: true });
  });

  it('deletes an alert after confirming', async () => {
    stubApi((request) => (request.method === 'GET' ? { body: { alertas: [alerta()] } } : { status: 204, body: null }), { jwt: 'jwt' });
    const { user } = renderPage(<AlertasPage />, { path: '/alertas-de-empleo', seed: conSesion });

    await user.click(await screen.findByRole('button', { name: 'Eliminar Ventas en Santiago' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar alerta' }));
    expect(await screen.findByText('Eliminamos «Ventas en Santiago».')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ventas en Santiago' })).not.toBeInTheDocument();
  });
});
