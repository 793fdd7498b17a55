/** @jest-environment node */
// The edge and the content pages (issue 15): a CMS page, a news article, an event or a salary summary is titled
// with its own data, one the api does not have answers 404, and an article under a wrong slug moves to its right URL.
import type { FastifyInstance } from 'fastify';
import { testEdges } from './testing/test-edges';

const { edgeWith } = testEdges();
let edge: FastifyInstance;

const page = (url: string) => edge.inject({ url, headers: { host: 'localhost:8080' } });

beforeEach(async () => {
  edge = await edgeWith();
});

describe('content pages on the edge', () => {
  it('titles a CMS page with its own title and description, with a canonical link', async () => {
    const { statusCode, body } = await page('/page/centro-de-ayuda');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Centro de ayuda | Portal de Empleo Chile</title>');
    expect(body).toContain('<meta name="description" content="Respuestas a las preguntas frecuentes." data-page-meta />');
    expect(body).toContain('<link rel="canonical" href="http://localhost:8080/page/centro-de-ayuda" data-page-meta />');
  });

  it('answers 404 for a CMS page or a legal page the portal does not have', async () => {
    expect((await page('/page/no-existe')).statusCode).toBe(404);
    expect((await page('/politica-de-cookies')).statusCode).toBe(404);
  });

  it('titles a news article with its title and summary', async () => {
    const { statusCode, body } = await page('/noticias/12-como-negociar-tu-sueldo');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Cómo negociar tu sueldo | Portal de Empleo Chile</title>');
    expect(body).toContain('<meta name="description" content="Cinco claves para tu próxima negociación." data-page-meta />');
  });

  it('moves an article under a wrong or missing slug to its right URL for good, keeping the query', async () => {
    const viejo = await page('/noticias/12-titulo-viejo?utm_source=whatsapp');
    expect(viejo.statusCode).toBe(301);
    expect(viejo.headers.location).toBe('/noticias/12-como-negociar-tu-sueldo?utm_source=whatsapp');
    expect((await page('/noticias/12')).headers.location).toBe('/noticias/12-como-negociar-tu-sueldo');
  });

  it('answers 404 for an unknown article and for a path without an id', async () => {
    expect((await page('/noticias/999-no-existe')).statusCode).toBe(404);
    expect((await page('/noticias/abc')).statusCode).toBe(404);
  });

  it('titles an event with its title and summary, and moves a wrong slug to its right URL', async () => {
    const { statusCode, body } = await page('/eventos/7-feria-laboral-de-santiago');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Feria Laboral de Santiago | Portal de Empleo Chile</title>');
    expect(body).toContain('<meta name="description" content="Más de 60 empresas reciben currículums." data-page-meta />');
    const viejo = await page('/eventos/7-feria?utm_source=whatsapp');
    expect(viejo.statusCode).toBe(301);
    expect(viejo.headers.location).toBe('/eventos/7-feria-laboral-de-santiago?utm_source=whatsapp');
  });

  it('answers 404 for an unknown event and for an event path without an id', async () => {
    expect((await page('/eventos/999-no-existe')).statusCode).toBe(404);
    expect((await page('/eventos/feria')).statusCode).toBe(404);
  });

  it('serves the events list and its information page as indexable pages', async () => {
    const lista = await page('/eventos');
    expect(lista.statusCode).toBe(200);
    expect(lista.body).toContain('<link rel="canonical" href="http://localhost:8080/eventos" data-page-meta />');
  });

  it("titles a position's salary summary with the position and its median, so no two summaries read the same", async () => {
    const { statusCode, body } = await page('/informes-de-sueldo/ejecutivo-de-ventas');
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Sueldo de Ejecutivo de Ventas | Portal de Empleo Chile</title>');
    expect(body).toMatch(/<meta name="description" content="Sueldo ofrecido para Ejecutivo de Ventas en Chile: mediana de \$800\.000 en 42 ofertas, con rangos por región y años de experiencia\." data-page-meta \/>/);
    expect(body).toContain('<link rel="canonical" href="http://localhost:8080/informes-de-sueldo/ejecutivo-de-ventas" data-page-meta />');
  });

  it('answers 404 for a position without salaries, which the page shows as not found', async () => {
    const { statusCode, body } = await page('/informes-de-sueldo/astronauta-lunar');
    expect(statusCode).toBe(404);
    expect(body).toContain('<meta name="robots" content="noindex" data-page-meta />');
  });
});
