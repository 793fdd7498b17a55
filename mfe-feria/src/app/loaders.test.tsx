// What the edge preloads for a page (its route's subject and its loader's answers) is exactly what it asks for first: rendered with those answers, the
// page shows its content and asks the api for none of it (as when the browser hydrates a server render).
import { act, screen } from '@testing-library/react';
import { DEFAULT_PORTAL_CONFIG, type PortalConfig } from '@portal/shared/contract';
import { loaderArgs, renderPreloaded } from '@portal/shared/testing';
import { rutas, stubFeria } from '../testing/feria';
import { loaders } from './loaders';
import { pages } from './pages';

const portal: PortalConfig = { ...DEFAULT_PORTAL_CONFIG, idDominio: 860, tipoPortal: 'FERIA' };

const preloadAndRender = (name: string, path: string, url: string, params: Record<string, string>) => renderPreloaded({ loaders, pages, stub: stubFeria, portal }, name, path, url, params);

it.each([
  ['feriaHome', '/', '/', {}, 'Empresas destacadas'],
  ['empresasParticipantes', '/empresas-participantes', '/empresas-participantes', {}, 'Empresas participantes'],
  ['pabellon', '/pabellon/:slugpabellon', '/pabellon/salud', { slugpabellon: 'salud' }, 'Salud y Bienestar'],
  ['stand', '/pabellon/:nombrepabellon/stand/:stand', '/pabellon/salud/stand/clinica-los-andes', { nombrepabellon: 'salud', stand: 'clinica-los-andes' }, 'Clínica Los Andes'],
])('%s: the preloaded answers are the ones the page shows, nothing is asked again', async (name, path, url, params, titulo) => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // the stand's federated widget is not loaded here
  const requests = await preloadAndRender(name, path, url, params);
  expect((await screen.findAllByRole('heading', { name: titulo }))[0]).toBeInTheDocument();
  await act(async () => {});
  expect(rutas(requests).filter((ruta) => ruta.startsWith('/api/feria/') && ruta !== '/api/feria/pre-registros')).toEqual([]);
});

it('leaves an unknown pavilion to the browser (its 404 page)', async () => {
  stubFeria();
  await expect(loaders.pabellon!(loaderArgs({ params: { slugpabellon: 'astronomia' }, portal }))).rejects.toThrow();
});
