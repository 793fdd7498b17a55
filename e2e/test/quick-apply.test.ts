// Quick apply (POSTULA_FACIL, issue 25): result cards mark the offers that ask nothing but the portal's CV; a
// visitor's «Postulación rápida» goes through sign-in and comes back applied without another tap, and the
// application is in «Mis postulaciones» at once. An offer that asks more keeps only the full form.
import type { Oferta, OfertaResumen } from '@portal/shared/contract';
import { apiGet, offerPath, portalConfig } from './support/api';
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { signOutOn, waitForPath } from './support/session';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

/** The first results page's offers, split by whether they take quick apply. */
async function resultados(): Promise<{ rapidas: OfertaResumen[]; completas: OfertaResumen[] }> {
  const { idDominio } = await portalConfig('localhost');
  const { ofertas } = await apiGet<{ ofertas: OfertaResumen[] }>(`/api/searchjob?idDominio=${idDominio}&pagina=1`);
  return { rapidas: ofertas.filter((o) => o.postulacionRapida), completas: ofertas.filter((o) => !o.postulacionRapida) };
}

describe('quick apply', () => {
  beforeAll(() => signOutOn('localhost'));

  test('the results mark the offers that take quick apply, and only those', async () => {
    await openPage('localhost', '/trabajo-empleo');
    await waitForText(/\d ofertas?\b/);
    // Each card is an article whose link ends in its offer's id; the tag, when there is one, is inside it.
    const tarjetas = await browser().execute(() =>
      [...document.querySelectorAll('article')].flatMap((a) => {
        const id = /-(\d+)$/.exec(a.querySelector('a[href^="/trabajo/"]')?.getAttribute('href') ?? '')?.[1];
        return id ? [{ idOferta: Number(id), marcada: Boolean(a.textContent?.includes('Postulación rápida')) }] : [];
      }),
    );
    const segunLaApi = await Promise.all(
      tarjetas.map(async ({ idOferta }) => ({ idOferta, marcada: (await apiGet<Oferta>(`/api/ofertas/${idOferta}`)).postulacionRapida })),
    );
    expect(tarjetas).toEqual(segunLaApi);
    expect(tarjetas.some((t) => t.marcada)).toBe(true);
    expect(tarjetas.some((t) => !t.marcada)).toBe(true);
  });

  test('an offer that asks more shows only «Postular»', async () => {
    const { completas } = await resultados();
    const [completa] = completas;
    await openPage('localhost', offerPath(completa!));
    await findByRole('button', { name: 'Postular' });
    expect(await browser().$('button=Postulación rápida').isExisting()).toBe(false);
  });

  test('a visitor taps «Postulación rápida», signs in and is back on the offer, applied and listed', async () => {
    const { rapidas } = await resultados();
    const oferta = await apiGet<Oferta>(`/api/ofertas/${rapidas[0]!.idOferta}`);
    await openPage('localhost', offerPath(oferta));
    await (await findByRole('button', { name: 'Postulación rápida' })).click();

    await waitForPath('/ingresa-a-tu-cuenta');
    expect(new URL(await browser().getUrl()).searchParams.get('redirect')).toBe(`${offerPath(oferta)}?accion=POSTULA_FACIL`);
    await (await findByRole('textbox', { name: /correo|RUN/i })).setValue('demo@portal.cl');
    await browser().$('input[type="password"]').setValue('Demo1234!');
    await (await findByRole('button', { name: 'Ingresar' })).click();

    await waitForText('¡Postulaste con éxito!');
    expect(await currentPath()).toBe(offerPath(oferta));

    await openPage('localhost', '/mis-postulaciones');
    await findByRole('heading', { name: 'Mis postulaciones' });
    await browser().waitUntil(async () => (await browser().$('main').getText()).includes(oferta.nombreCargo), {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: `«${oferta.nombreCargo}» is not in Mis postulaciones`,
    });
  });
});
