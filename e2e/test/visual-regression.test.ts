// Issue 23, item 8: the key pages of each portal type, on a 390×844 phone and a 1280×800 desktop, look as their
// committed references (e2e/capturas/) do, so a squad's deploy that changes another squad's page fails here.
// The suite runs first on the fresh database (e2e/secuencia.cjs): what other suites write (applications, offers
// published now) would change the pages. A change of look that is meant: `npm run capturas:actualizar`.
import type { EmpresaFeria } from '@portal/shared/contract';
import { apiGet, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, openPage, useBrowser, type DemoHost } from './support/browser';
import { ACTUALIZANDO, diferenciaConReferencia } from './support/capturas';
import { findByRole, waitForText } from './support/queries';
import { signInAsDemo, signOut } from './support/session';

useBrowser();

const TAMANOS = { telefono: { width: 390, height: 844 }, escritorio: { width: 1280, height: 800 } } as const;

/** One portal of each type (the demo portals of ARCHITECTURE.md). */
const PORTALES: { tipo: string; host: DemoHost }[] = [
  { tipo: 'corporativo', host: 'localhost' },
  { tipo: 'saae', host: 'saae.localhost' },
  { tipo: 'alianza', host: 'alianza.localhost' },
  { tipo: 'feria', host: 'feria.localhost' },
];

/** The header's search box comes from mfe-search: the shell is whole once it is there. */
const shellCompleto = () => findByRole('combobox', { name: 'Buscar ofertas' });

async function abrir(host: DemoHost, ruta: string, lista: () => Promise<unknown>) {
  await openPage(host, ruta);
  await lista();
}

/** Opens the page at each size and compares it with its references; every difference is reported together. */
async function comparar(nombre: string, host: DemoHost, ruta: string, lista: () => Promise<unknown>) {
  const diferencias: string[] = [];
  for (const [tamano, medidas] of Object.entries(TAMANOS)) {
    await browser().setViewport({ ...medidas, devicePixelRatio: 1 });
    await abrir(host, ruta, lista);
    const diferencia = await diferenciaConReferencia(`${nombre}-${tamano}`);
    if (diferencia) diferencias.push(diferencia);
  }
  expect(diferencias).toEqual([]);
}


if (ACTUALIZANDO) console.log('capturas: writing the references in e2e/capturas/');

describe.each(PORTALES)('the $tipo portal ($host) looks as its references', ({ tipo, host }) => {
  const pagina = (nombre: string) => `${tipo}/${nombre}`;

  // The fair's home has no search row: its own title says it is there.
  test('home', () =>
    comparar(pagina('inicio'), host, '/', () => (tipo === 'feria' ? findByRole('heading', { name: 'Feria Laboral Virtual' }) : shellCompleto())));

  test('results', () =>
    comparar(pagina('resultados'), host, '/trabajo-empleo', async () => {
      await waitForText(/\d ofertas?\b/);
      await shellCompleto();
    }));

  test('an offer', async () => {
    const [oferta] = (await latestOffers((await portalConfig(host)).idDominio)).ofertas;
    if (!oferta) throw new Error(`${host} has no live offer.`);
    await comparar(pagina('oferta'), host, offerPath(oferta), async () => {
      await findByRole('heading', { name: oferta.nombreCargo });
      await findByRole('button', { name: 'Postular' });
      await shellCompleto();
    });
  });

  test('sign-in', () =>
    comparar(pagina('ingreso'), host, '/ingresa-a-tu-cuenta', () => findByRole('button', { name: 'Ingresar' })));

  describe('signed in', () => {
    beforeAll(() => signInAsDemo(host));
    afterAll(signOut);

    test('dashboard', () => comparar(pagina('panel'), host, '/dashboard', shellCompleto));

    test('applications', () =>
      comparar(pagina('postulaciones'), host, '/mis-postulaciones', async () => {
        await findByRole('heading', { name: 'Mis postulaciones' });
        await shellCompleto();
      }));
  });
});

test('a fair stand looks as its references', async () => {
  const { idDominio } = await portalConfig('feria.localhost');
  const { empresas } = await apiGet<{ empresas: EmpresaFeria[] }>(`/api/feria/empresas-dominio?idDominio=${idDominio}&vacantes=true`);
  const [empresa] = empresas;
  if (!empresa) throw new Error('The fair has no stand with offers.');
  await comparar('feria/stand', 'feria.localhost', `/pabellon/${empresa.pabellon.llaveOpcionCategoria}/stand/${empresa.stand}`, () =>
    findByRole('heading', { name: empresa.nombreEmpresa }),
  );
});
