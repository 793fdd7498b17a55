// Public answers for shared caches (issue 24): a visitor's answer may be kept by the load balancer's cache and
// revalidated with its ETag; a candidate's answer, or anything behind a session, never.
import * as v from 'valibot';
import { ResultadoBusquedaSchema } from '@portal/shared/contract';
import { PRIVATE_CACHE, SHARED_CACHE } from '@portal/shared/http';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';
import { jwtDe } from './support/postulacion';

const entorno = entornoDelArchivo();
let demo: string;
let idOferta: number;
beforeAll(async () => {
  demo = await jwtDe(entorno.app, 'demo@portal.cl');
  idOferta = (await obtener(entorno.app, '/api/searchjob?idDominio=857', ResultadoBusquedaSchema)).ofertas[0]!.idOferta;
});

const pedir = (url: string, headers: Record<string, string> = {}) => entorno.app.inject({ url, headers });

describe('public answers for shared caches', () => {
  it.each([
    ['the portal configuration', '/api/config/portal?dominio=localhost'],
    ['a search', '/api/searchjob?idDominio=857&palabraClave=vendedor'],
    ['the filter options', '/api/busqueda/filtros?idDominio=857'],
    ['the news', '/api/noticias?idDominio=857'],
    ['the companies', '/api/empresas?idDominio=857'],
  ])("%s: a visitor's answer may be kept by a shared cache and revalidates to a 304 without body", async (_que, url) => {
    const primera = await pedir(url);
    expect(primera.statusCode).toBe(200);
    expect(primera.headers['cache-control']).toBe(SHARED_CACHE);
    expect(primera.headers.vary).toMatch(/authorization/i);
    expect(primera.headers.etag).toMatch(/^W\/".+"$/);

    const revalidada = await pedir(url, { 'if-none-match': String(primera.headers.etag) });
    expect(revalidada.statusCode).toBe(304);
    expect(revalidada.body).toBe('');
    expect((await pedir(url, { 'if-none-match': 'W/"otra-version"' })).statusCode).toBe(200);
  });

  it("an offer's ETag is the same on every call while it stays the same, and changes when the offer changes", async () => {
    const antes = await pedir(`/api/ofertas/${idOferta}`);
    expect((await pedir(`/api/ofertas/${idOferta}`)).headers.etag).toBe(antes.headers.etag);

    await entorno.base.db.query(`UPDATE oferta SET nombre_cargo = nombre_cargo || ' (actualizada)' WHERE id_oferta = $1`, [idOferta]);
    const despues = await pedir(`/api/ofertas/${idOferta}`, { 'if-none-match': String(antes.headers.etag) });
    expect(despues.statusCode).toBe(200);
    expect(despues.json().nombreCargo).toMatch(/\(actualizada\)$/);
    expect(despues.headers.etag).not.toBe(antes.headers.etag);
  });

  it("a signed-in candidate's answer is private: no shared cache keeps it, and it has no ETag to share", async () => {
    const respuesta = await pedir(`/api/ofertas/${idOferta}`, { authorization: `Bearer ${demo}` });
    expect(respuesta.statusCode).toBe(200);
    expect(respuesta.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(respuesta.headers.etag).toBeUndefined();
  });

  it('errors, private routes and routes that did not opt in are never public', async () => {
    const inexistente = await pedir('/api/ofertas/999999999');
    expect(inexistente.statusCode).toBe(404);
    expect(String(inexistente.headers['cache-control'] ?? '')).not.toMatch(/public|s-maxage/);

    const guardadas = await pedir('/api/ofertas-guardadas', { authorization: `Bearer ${demo}` });
    expect(String(guardadas.headers['cache-control'] ?? '')).not.toMatch(/public|s-maxage/);

    const fecha = await pedir('/api/fecha');
    expect(String(fecha.headers['cache-control'] ?? '')).not.toMatch(/public|s-maxage/);
    expect(fecha.headers.etag).toBeUndefined();
    expect(v.is(v.object({ fecha: v.string() }), fecha.json())).toBe(true);
  });
});
