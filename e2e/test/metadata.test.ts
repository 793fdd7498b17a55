// Page metadata for crawlers (the raw HTML the edge sends, no JavaScript) and for people (the title as the
// visitor navigates), and the Content-Security-Policy the composed portal runs under without a violation.
import type { ContenidoSitemap, Evento, Noticia, Oferta, ResumenSueldo } from '@portal/shared/contract';
import { apiGet, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, openPage, pageUrl, useBrowser } from './support/browser';
import { escapeRegExp, findByRole } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** What a crawler that runs no JavaScript reads: status, head tags and structured data. */
async function crawl(path: string) {
  const response = await fetch(pageUrl('localhost', path));
  const html = await response.text();
  const meta = (key: 'name' | 'property', name: string) => {
    const content = new RegExp(`<meta ${key}="${escapeRegExp(name)}" content="([^"]*)"`).exec(html)?.[1];
    return content === undefined ? undefined : decode(content);
  };
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: response.status,
    csp: response.headers.get('content-security-policy') ?? '',
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    og: (property: string) => meta('property', property),
    jobPosting: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : undefined,
  };
}

async function firstOffer(): Promise<Oferta> {
  const { idDominio } = await portalConfig('localhost');
  const [resumen] = (await latestOffers(idDominio)).ofertas;
  return apiGet<Oferta>(`/api/ofertas/${resumen!.idOferta}`);
}

async function waitForTitle(title: string) {
  await browser()
    .waitUntil(async () => (await browser().getTitle()) === title, { timeout: OUTCOME_TIMEOUT_MS })
    .catch(async () => {
      throw new Error(`The document title never became "${title}": at ${await browser().getUrl()} it is "${await browser().getTitle()}".`);
    });
}

describe('metadata in the HTML the edge serves (no JavaScript)', () => {
  test('the home page has the portal title, description, canonical link and Open Graph tags', async () => {
    const portal = await portalConfig('localhost');
    const page = await crawl('/');

    expect(page.status).toBe(200);
    expect(page.title).toBe(`Ofertas de empleo | ${portal.nombre}`);
    expect(page.description).toBe(portal.descripcion);
    expect(page.robots).toBe('index, follow');
    expect(page.canonical).toBe(pageUrl('localhost', '/'));
    expect(page.og('og:title')).toBe('Ofertas de empleo');
    expect(page.og('og:url')).toBe(pageUrl('localhost', '/'));
    expect(page.og('og:site_name')).toBe(portal.nombre);
  });

  test('an offer page names the offer and carries its JobPosting', async () => {
    const portal = await portalConfig('localhost');
    const oferta = await firstOffer();
    const page = await crawl(offerPath(oferta));

    expect(page.status).toBe(200);
    expect(page.title).toBe(`${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia} | ${portal.nombre}`);
    expect(page.description!.length).toBeLessThanOrEqual(135);
    expect(oferta.descripcionOferta.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ')).toContain(page.description!.slice(0, 40));
    expect(page.canonical).toBe(pageUrl('localhost', offerPath(oferta)));
    expect(page.og('og:url')).toBe(page.canonical);
    expect(page.og('og:image:alt')).toBe(`Oferta de empleo: ${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia}`);
    expect(page.jobPosting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: oferta.nombreCargo,
      description: oferta.descripcionOferta,
      datePosted: oferta.fechaPublicacionFormatoIngles,
      validThrough: oferta.fechaExpiracion,
      hiringOrganization: { '@type': 'Organization', name: oferta.nombreEmpresaFantasia },
      jobLocation: {
        '@type': 'Place',
        address: { addressLocality: oferta.ubicacion.nombreComuna, addressRegion: oferta.ubicacion.nombreRegion, addressCountry: 'CL' },
      },
      directApply: !oferta.linkPostulacionExterno,
    });
    const tipos = [page.jobPosting!.employmentType].flat();
    expect(tipos[0]).toBe(['PARCIAL', 'FINES_DE_SEMANA'].includes(oferta.jornada) ? 'PART_TIME' : 'FULL_TIME');
    if (oferta.mostrarSueldo) expect(page.jobPosting!.baseSalary).toMatchObject({ currency: 'CLP', value: { value: oferta.sueldo } });
  });

  test('the login page is noindex and has no canonical link', async () => {
    const portal = await portalConfig('localhost');
    const page = await crawl('/ingresa-a-tu-cuenta');

    expect(page.status).toBe(200);
    expect(page.title).toBe(`Ingresa a tu cuenta | ${portal.nombre}`);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBeUndefined();
    expect(page.jobPosting).toBeUndefined();
  });

  test('an offer that does not exist answers 404', async () => {
    const page = await crawl('/trabajo/oferta-inexistente-999999999');
    expect(page.status).toBe(404);
    expect(page.robots).toBe('noindex');
  });

  test('a landing of a real comuna names it and is its own canonical; a landing the data does not name answers 404', async () => {
    const portal = await portalConfig('localhost');
    const page = await crawl('/trabajo-nunoa?pagina=2');

    expect(page.status).toBe(200);
    expect(page.title).toBe(`Trabajo en Ñuñoa | ${portal.nombre}`);
    expect(page.description).toMatch(/^Ofertas de trabajo en Ñuñoa /);
    expect(page.robots).toBe('index, follow');
    expect(page.canonical).toBe(pageUrl('localhost', '/trabajo-nunoa'));
    expect(page.og('og:title')).toBe('Trabajo en Ñuñoa');

    const unknown = await crawl('/trabajo-atlantida');
    expect(unknown.status).toBe(404);
    expect(unknown.title).toBe(`Página no encontrada | ${portal.nombre}`);
    expect(unknown.robots).toBe('noindex');
  });

  test('content pages carry their own title and description with a canonical link; private and e-mail link pages are noindex', async () => {
    const portal = await portalConfig('localhost');
    const contenido = await apiGet<ContenidoSitemap>(`/api/contenido/sitemap?idDominio=${portal.idDominio}`);
    const { idNoticia, slug: slugNoticia } = contenido.noticias[0]!;
    const noticia = await apiGet<Noticia>(`/api/noticias/${idNoticia}`);
    const { idEvento, slug: slugEvento } = contenido.eventos[0]!;
    const evento = await apiGet<Evento>(`/api/eventos/${idEvento}?idDominio=${portal.idDominio}`);
    const { slug: cargo } = contenido.informesSueldo[0]!;
    const resumen = await apiGet<ResumenSueldo>(`/api/informes-sueldo/cargo/${cargo}?idDominio=${portal.idDominio}`);

    const indexables: [path: string, title: string, description?: string][] = [
      [`/noticias/${idNoticia}-${slugNoticia}`, noticia.titulo, noticia.resumen],
      [`/eventos/${idEvento}-${slugEvento}`, evento.titulo, evento.resumen],
      [`/informes-de-sueldo/${cargo}`, `Sueldo de ${resumen.cargo}`],
      ['/page/centro-de-ayuda', 'Centro de ayuda'],
      ['/terminos-y-condiciones', 'Términos y condiciones'],
      ['/noticias', 'Noticias'],
      ['/eventos', 'Eventos de empleo'],
      ['/empresas', 'Empresas con ofertas de empleo'],
      ['/informe-de-sueldo-teaser', 'Informes de sueldo'],
    ];
    for (const [path, title, description] of indexables) {
      const page = await crawl(path);
      expect({ path, status: page.status, title: page.title, robots: page.robots, canonical: page.canonical, ogUrl: page.og('og:url') }).toEqual({
        path,
        status: 200,
        title: `${title} | ${portal.nombre}`,
        robots: 'index, follow',
        canonical: pageUrl('localhost', path),
        ogUrl: pageUrl('localhost', path),
      });
      expect(page.og('og:title')).toBe(title);
      expect(page.description).toBeTruthy();
      if (description) expect(page.description).toBe(description);
    }
    expect((await crawl(`/informes-de-sueldo/${cargo}`)).description).toMatch(new RegExp(`^Sueldo ofrecido para ${escapeRegExp(resumen.cargo)} en Chile: mediana de \\$`));
    expect((await crawl('/informes-de-sueldo/astronauta-lunar-espacial')).status).toBe(404);

    const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma';
    const noindex: [path: string, title: string][] = [
      ['/alertas-de-empleo', 'Alertas de empleo'],
      ['/mis-informes-de-sueldo', 'Mis informes de sueldo'],
      ['/informes-perfil-postulantes', 'Tu perfil frente a otros postulantes'],
      ['/preguntas-reclutadores', 'Preguntas de reclutadores'],
      [`/colocacion/respuesta/${JWT}`, '¿Fuiste contratado/a?'],
      [`/correo/invitacion-movilidad/desiste-proceso/${JWT}`, 'Desistir del proceso'],
      // A link an e-mail client cut still reaches its page, which explains it.
      ['/correo/alerta-empleo/votacion/eyJhbGciOiJIUzI1NiJ9.eyJzdWIi', '¿Te sirvió este correo?'],
      ['/correo/error/respuesta-doble', 'Ya respondiste'],
    ];
    for (const [path, title] of noindex) {
      const page = await crawl(path);
      expect({ path, title: page.title, robots: page.robots, canonical: page.canonical }).toEqual({ path, title: `${title} | ${portal.nombre}`, robots: 'noindex', canonical: undefined });
      expect(page.description).toBeTruthy();
    }
  });

  test('robots.txt points to the sitemap, which lists the live offers', async () => {
    const robots = await (await fetch(pageUrl('localhost', '/robots.txt'))).text();
    expect(robots).toContain(`Sitemap: ${pageUrl('localhost', '/sitemap.xml')}`);
    expect(robots).toContain('Disallow: /api/');

    const oferta = await firstOffer();
    const sitemap = await (await fetch(pageUrl('localhost', '/sitemap.xml'))).text();
    expect(sitemap).toContain(`<loc>${pageUrl('localhost', '/')}</loc>`);
    expect(sitemap).toContain(`<loc>${pageUrl('localhost', offerPath(oferta))}</loc><lastmod>${oferta.fechaPublicacionFormatoIngles}</lastmod>`);
    // And the content pages, each with its lastmod.
    const { idDominio } = await portalConfig('localhost');
    const contenido = await apiGet<ContenidoSitemap>(`/api/contenido/sitemap?idDominio=${idDominio}`);
    const { idNoticia, slug, actualizada } = contenido.noticias[0]!;
    expect(sitemap).toContain(`<loc>${pageUrl('localhost', `/noticias/${idNoticia}-${slug}`)}</loc><lastmod>${actualizada}</lastmod>`);
    expect(sitemap).toMatch(new RegExp(`<loc>${escapeRegExp(pageUrl('localhost', '/page/centro-de-ayuda'))}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect(sitemap).toMatch(new RegExp(`<loc>${escapeRegExp(pageUrl('localhost', '/eventos/'))}\\d+-[a-z0-9-]+</loc><lastmod>`));
    expect(sitemap).toMatch(new RegExp(`<loc>${escapeRegExp(pageUrl('localhost', '/informes-de-sueldo/'))}[a-z0-9-]+</loc><lastmod>`));
    expect(sitemap).toContain(`<loc>${pageUrl('localhost', '/empresas')}</loc>`);
    expect(sitemap).not.toContain('/colocacion/');
    expect(sitemap).not.toContain('/correo/');
  });
});

describe('metadata in the browser', () => {
  test('the document title follows the visitor from the home page to an offer and to the login page', async () => {
    const portal = await portalConfig('localhost');
    const oferta = await firstOffer();

    await openPage('localhost', '/');
    await waitForTitle(`Ofertas de empleo | ${portal.nombre}`);

    await (await findByRole('link', { name: new RegExp(escapeRegExp(oferta.nombreCargo)) })).click();
    await waitForTitle(`${oferta.nombreCargo} en ${oferta.nombreEmpresaFantasia} | ${portal.nombre}`);

    await (await findByRole('link', { name: 'Ingresar' })).click();
    await waitForTitle(`Ingresa a tu cuenta | ${portal.nombre}`);
    const head = await browser().execute(() => ({
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      canonicals: document.querySelectorAll('link[rel="canonical"]').length,
      jobPostings: document.querySelectorAll('script[type="application/ld+json"]').length,
    }));
    expect(head).toEqual({ robots: 'noindex', canonicals: 0, jobPostings: 0 });
  });
});

describe('Content-Security-Policy', () => {
  test('the home, an offer, the login and a fair page load without a single CSP violation; inline scripts are refused', async () => {
    const { csp } = await crawl('/');
    expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:\d+/);
    expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");

    const violations: string[] = [];
    const listener = await browser().addInitScript((emit: (violation: string) => void) => {
      document.addEventListener('securitypolicyviolation', (event) => emit(`${event.violatedDirective} ${event.blockedURI}`));
    });
    listener.on('data', (violation: string) => violations.push(violation));
    try {
      const oferta = await firstOffer();
      await openPage('localhost', '/');
      await findByRole(['searchbox', 'textbox', 'combobox'], { name: /busca/i });
      await openPage('localhost', offerPath(oferta));
      await findByRole('heading', { name: oferta.nombreCargo });
      await openPage('localhost', '/ingresa-a-tu-cuenta');
      await browser().$('input[type="password"]').waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS });
      await openPage('feria.localhost', '/empresas-participantes');
      await findByRole('heading', { name: /empresas/i });
      expect(violations).toEqual([]);

      // The listener does hear violations: an injected inline script is blocked and reported.
      const ran = await browser().execute(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true';
        document.body.append(script);
        return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
      });
      expect(ran).toBe(false);
      await browser().waitUntil(async () => violations.length > 0, { timeout: OUTCOME_TIMEOUT_MS, timeoutMsg: 'No violation was reported' });
      expect(violations).toEqual([expect.stringMatching(/^script-src-elem inline$/)]);
    } finally {
      await listener.remove();
    }
  });
});
