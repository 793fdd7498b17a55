// Sharing an offer (UTM-tagged short links that redirect and count clicks), its card image, the expired
// offer's similar offers and the candidate's recommended offers, against the composed production build.
import type { EnlaceCortoDetalle, Oferta } from '@portal/shared/contract';
import { apiGet, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, currentPath, openPage, pageUrl, useBrowser } from './support/browser';
import { bodyText, findByRole, waitForText } from './support/queries';
import { signOutOn } from './support/session';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const REDES = [
  ['WhatsApp', 'whatsapp'],
  ['X (Twitter)', 'twitter'],
  ['LinkedIn', 'linkedin'],
  ['Facebook', 'facebook'],
] as const;

async function liveOffer(): Promise<Oferta> {
  const { idDominio } = await portalConfig('localhost');
  const [resumen] = (await latestOffers(idDominio)).ofertas;
  return apiGet<Oferta>(`/api/ofertas/${resumen!.idOferta}`);
}

async function expiredOffer(): Promise<Oferta> {
  for (let id = 1; id <= 200; id++) {
    const oferta = await apiGet<Oferta>(`/api/ofertas/${id}`);
    if (oferta.estadoOferta === 'EXPIRADA') return oferta;
  }
  throw new Error('The seed has no expired offer among its first 200.');
}

/** The URL a network's share page is asked to share. */
function sharedUrl(shareHref: string | null): string {
  const params = new URL(shareHref ?? '').searchParams;
  return params.get('u') ?? params.get('url') ?? params.get('text')!.split(' ').at(-1)!;
}

async function signIn() {
  await (await findByRole('textbox', { name: /correo|RUN/i })).setValue('demo@portal.cl');
  await browser().$('input[type="password"]').setValue('Demo1234!');
  await (await findByRole('button', { name: /ingres|inici|entrar/i })).click();
}

describe('sharing an offer', () => {
  test('the four share links carry short links that redirect to the UTM-tagged offer and count each click', async () => {
    const oferta = await liveOffer();
    await openPage('localhost', offerPath(oferta));
    await (await findByRole('button', { name: 'Compartir oferta' })).click();

    for (const [nombre, red] of REDES) {
      const link = await findByRole('link', { name: `Compartir en ${nombre}` });
      expect(await link.getAttribute('target')).toBe('_blank');
      await browser().waitUntil(async () => sharedUrl(await link.getAttribute('href')).includes('/e/'), {
        timeout: OUTCOME_TIMEOUT_MS,
        timeoutMsg: `the ${nombre} link never got a short link`,
      });
      const corto = sharedUrl(await link.getAttribute('href'));
      expect(corto.startsWith(pageUrl('localhost', '/e/'))).toBe(true);
      const codigo = corto.split('/e/')[1]!;
      const antes = await apiGet<EnlaceCortoDetalle>(`/api/enlaces-cortos/${codigo}`);

      const respuesta = await fetch(corto, { redirect: 'manual' });
      expect(respuesta.status).toBe(302);
      const destino = respuesta.headers.get('location')!;
      expect(destino).toContain(`${offerPath(oferta)}?utm_source=${red}&utm_medium=social&utm_campaign=compartir-${red}`);
      expect((await apiGet<EnlaceCortoDetalle>(`/api/enlaces-cortos/${codigo}`)).clics).toBe(antes.clics + 1);
    }
  });

  test('on a 390×844 phone the share links wait behind "Compartir oferta" and "Postular" stays on screen while reading', async () => {
    await browser().setWindowSize(390, 844);
    try {
      const oferta = await liveOffer();
      await openPage('localhost', offerPath(oferta));
      const postular = await findByRole('button', { name: 'Postular' });
      await findByRole('button', { name: 'Compartir oferta' });
      expect(await browser().$$('a[aria-label^="Compartir en"]')).toHaveLength(0);

      const enPantalla = () =>
        browser().execute((boton) => {
          const caja = boton.getBoundingClientRect();
          return caja.top >= 0 && caja.bottom <= window.innerHeight;
        }, postular);
      expect(await enPantalla()).toBe(true);
      await browser().execute(() => { document.getElementById('descripcion-oferta')?.scrollIntoView(); });
      expect(await browser().execute(() => window.scrollY)).toBeGreaterThan(0);
      expect(await enPantalla()).toBe(true);
    } finally {
      await browser().setWindowSize(1280, 900);
    }
  });

  test("the card image named in the offer's HTML is a 1200x630 PNG", async () => {
    const oferta = await liveOffer();
    const html = await (await fetch(pageUrl('localhost', offerPath(oferta)))).text();
    const imagen = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(imagen).toMatch(new RegExp(`/api/ofertas/${oferta.idOferta}/card\\.png\\?`));

    const respuesta = await fetch(imagen!);
    expect(respuesta.status).toBe(200);
    expect(respuesta.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await respuesta.arrayBuffer());
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect({ ancho: png.readUInt32BE(16), alto: png.readUInt32BE(20) }).toEqual({ ancho: 1200, alto: 630 });
  });
});

describe('expired offer and offers for the candidate', () => {
  beforeEach(() => signOutOn());

  test('an expired offer says so, lists "Ofertas similares" and offers no "Postular"', async () => {
    const oferta = await expiredOffer();
    await openPage('localhost', offerPath(oferta));

    await waitForText('Esta oferta ya no está disponible para postular.');
    await findByRole('heading', { name: 'Ofertas similares' });
    const similares = await browser().$$('section[aria-labelledby] li a');
    expect(similares.length).toBeGreaterThan(0);
    expect(await bodyText()).not.toMatch(/\bPostular\b/);
    expect(await browser().$$('button*=Postular')).toHaveLength(0);
  });

  test('/recomendadas sends a visitor to sign in, then lists offers for the demo candidate', async () => {
    await openPage('localhost', '/recomendadas');
    await browser().waitUntil(async () => (await currentPath()) === '/ingresa-a-tu-cuenta', { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'the visitor was not sent to sign in' });
    expect(new URL(await browser().getUrl()).searchParams.get('redirect')).toBe('/recomendadas');

    await signIn();
    await findByRole('heading', { name: 'Ofertas recomendadas' });
    expect(await currentPath()).toBe('/recomendadas');
    await waitForText(/Según tu currículum y tus datos: Desarrolladora Frontend Senior · .*Tecnología · Región Metropolitana de Santiago\./);
    const ofertas = await browser().$$('main li h2 a');
    expect(ofertas.length).toBeGreaterThan(0);
  });
});
