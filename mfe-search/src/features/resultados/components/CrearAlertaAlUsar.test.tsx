import { sessionAtom, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { sesionDemo } from '../../../testing/fixtures';
import { CrearAlerta } from './CrearAlerta';

// Records when the alert dialog's module is evaluated: in the browser, when its chunk is fetched.
const registro = globalThis as { dialogoAlertaCargado?: boolean };
jest.mock('./CrearAlertaDialogo', () => {
  (globalThis as { dialogoAlertaCargado?: boolean }).dialogoAlertaCargado = true;
  return jest.requireActual('./CrearAlertaDialogo');
});

const params = { idDominio: 857, palabraClave: 'vendedor', pagina: 1 };
const signedIn = (store: PortalStore) => store.set(sessionAtom, sesionDemo);

describe('the alert dialog’s code', () => {
  it('is fetched when the candidate presses «Crear alerta», not with the results', async () => {
    stubApi(() => ({ body: {} }), { jwt: 'jwt-demo' });
    const { user } = renderPage(<CrearAlerta params={params} filtros={undefined} heading="Ofertas de empleo" />, { path: '/trabajo-empleo', seed: signedIn });
    expect(screen.getByRole('button', { name: 'Crear alerta' })).toBeInTheDocument();
    expect(registro.dialogoAlertaCargado).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Crear alerta' }));
    expect(await screen.findByRole('dialog', { name: 'Crear alerta de empleo' })).toBeInTheDocument();
    expect(registro.dialogoAlertaCargado).toBe(true);
  });
});
