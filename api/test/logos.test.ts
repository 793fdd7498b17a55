// Company logos (issue 13): every seeded company's urlLogo is an SVG the api draws from its name, safe to
// open on the api's origin and cached for as long as the name stays.
import * as v from 'valibot';
import { ApiErrorSchema, ListaEmpresasSchema, OfertaSchema, ResultadoBusquedaSchema } from '@portal/shared/contract';
import { migrate } from '../src/db/migrate';
import { COLORES_LOGO, iniciales, logoSvg, urlLogo } from '../src/logos/logo';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

const pedir = (url: string, headers: Record<string, string> = {}) => entorno.app.inject({ url, headers });

describe('GET /api/empresas/:idEmpresa/logo.svg', () => {
  it("is the URL of every company's urlLogo: an SVG with its initials, its size and a long cache", async () => {
    const { empresas } = await obtener(entorno.app, '/api/empresas?idDominio=857', ListaEmpresasSchema);
    const empresa = empresas[0]!;
    expect(empresa.urlLogo).toMatch(new RegExp(`^/api/empresas/${empresa.idEmpresa}/logo\\.svg\\?v=[0-9a-f]{8}$`));

    const respuesta = await pedir(empresa.urlLogo!);
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(respuesta.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(respuesta.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="96" height="96" viewBox="0 0 96 96">/);
    expect(respuesta.body).toContain(`>${iniciales(empresa.nombre)}</text>`);

    // Without the version (or an old one) the content may change: a day's cache only.
    expect((await pedir(`/api/empresas/${empresa.idEmpresa}/logo.svg?v=00000000`)).headers['cache-control']).toBe('public, max-age=86400');
    expect((await pedir(empresa.urlLogo!, { 'if-none-match': String(respuesta.headers.etag) })).statusCode).toBe(304);
  });

  it('can run nothing when opened on its own: no sniffing, a policy that forbids all, the name escaped', async () => {
    const { rows } = await entorno.base.db.query<{ id: number }>(
      `INSERT INTO empresa (id_empresa, nombre_fantasia, razon_social, descripcion)
        SELECT max(id_empresa) + 1, '<script>alert(1)</script> & "Cía"', 'X', 'X' FROM empresa RETURNING id_empresa AS id`,
    );
    const respuesta = await pedir(`/api/empresas/${rows[0]!.id}/logo.svg`);
    expect(respuesta.headers['x-content-type-options']).toBe('nosniff');
    expect(respuesta.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(respuesta.body).not.toContain('<script');
    expect(respuesta.body).toContain('<title>Logo de &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Cía&quot;</title>');
  });

  it('answers 404 in Spanish for a company that does not exist and 400 for an id that is not one', async () => {
    const respuesta = await pedir('/api/empresas/999999/logo.svg');
    expect(respuesta.statusCode).toBe(404);
    expect(v.parse(ApiErrorSchema, respuesta.json())).toMatchObject({ code: 'EMPRESA_NO_ENCONTRADA', message: 'La empresa no existe.' });
    expect((await pedir('/api/empresas/abc/logo.svg')).statusCode).toBe(400);
  });
});

describe('an offer says how to draw its drawn logo (logoDibujado), so a page needs no SVG image', () => {
  it('gives the initials and the colour of the SVG at urlLogo, in search results and on the offer', async () => {
    const { ofertas } = await obtener(entorno.app, '/api/searchjob?idDominio=857', ResultadoBusquedaSchema);
    const resumen = ofertas.find((o) => o.urlLogo)!;
    const svg = (await pedir(resumen.urlLogo!)).body;
    expect(svg).toContain(`fill="${resumen.logoDibujado!.color}"`);
    expect(svg).toContain(`>${resumen.logoDibujado!.iniciales}</text>`);
    const oferta = await obtener(entorno.app, `/api/ofertas/${resumen.idOferta}?idDominio=857`, OfertaSchema);
    expect(oferta.logoDibujado).toEqual(resumen.logoDibujado);
  });

  it('gives none for an uploaded logo, which stays an image', async () => {
    const { ofertas } = await obtener(entorno.app, '/api/searchjob?idDominio=857', ResultadoBusquedaSchema);
    const { idOferta, idEmpresa } = ofertas.find((o) => o.urlLogo)!;
    await entorno.base.db.exec(`UPDATE empresa SET url_logo = 'https://cdn.example.cl/logo.png' WHERE id_empresa = ${idEmpresa}`);
    try {
      const oferta = await obtener(entorno.app, `/api/ofertas/${idOferta}?idDominio=857`, OfertaSchema);
      expect({ urlLogo: oferta.urlLogo, logoDibujado: oferta.logoDibujado }).toEqual({ urlLogo: 'https://cdn.example.cl/logo.png', logoDibujado: null });
    } finally {
      await entorno.base.db.exec(`UPDATE empresa SET url_logo = '/api/empresas/${idEmpresa}/logo.svg' WHERE id_empresa = ${idEmpresa}`);
    }
  });
});

describe('the logos of a database seeded before them', () => {
  it('gets them from migration 021, the same URL the seed writes', async () => {
    await entorno.base.db.exec(`UPDATE empresa SET url_logo = NULL WHERE id_empresa <= 3;
      DELETE FROM migracion WHERE nombre = '021_logos_empresas.sql'`);
    expect(await migrate(entorno.base.db)).toEqual(['021_logos_empresas.sql']);
    const { rows } = await entorno.base.db.query<{ id: number; nombre: string; url: string }>(
      'SELECT id_empresa AS id, nombre_fantasia AS nombre, url_logo AS url FROM empresa WHERE id_empresa <= 3 ORDER BY id_empresa',
    );
    expect(rows.map((r) => r.url)).toEqual(rows.map((r) => urlLogo(r.id, r.nombre)));
  });
});

describe('the drawing', () => {
  it('takes the initials of the first and last words, skipping connectors', () => {
    expect(iniciales('Centro de Salud del Pacífico')).toBe('CP');
    expect(iniciales('Software Andes')).toBe('SA');
    expect(iniciales('Llaima')).toBe('L');
  });

  it('gives the same company the same logo, white initials on colours with AA contrast', () => {
    expect(logoSvg(7, 'Hotel Cóndor')).toBe(logoSvg(7, 'Hotel Cóndor'));
    expect(logoSvg(7, 'Hotel Cóndor')).toContain(`fill="${COLORES_LOGO[7 % COLORES_LOGO.length]}"`);
    const canal = (hex: string) => {
      const c = parseInt(hex, 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    for (const color of COLORES_LOGO) {
      const luminancia = 0.2126 * canal(color.slice(1, 3)) + 0.7152 * canal(color.slice(3, 5)) + 0.0722 * canal(color.slice(5, 7));
      expect({ color, contraste: 1.05 / (luminancia + 0.05) >= 4.5 }).toEqual({ color, contraste: true });
    }
  });
});
