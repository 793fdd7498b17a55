import { ApiErrorSchema, OfertasSitemapSchema, ResultadoBusquedaSchema } from '@portal/shared/contract';
import { ARRANQUE_MS, crearEntorno, obtener, type Entorno } from './support/app-de-prueba';

let entorno: Entorno;
beforeAll(async () => {
  entorno = await crearEntorno();
}, ARRANQUE_MS);
afterAll(() => entorno?.close());

describe('GET /api/ofertas/sitemap', () => {
  it('lists every live offer the portal search shows, newest first', async () => {
    const { ofertas } = await obtener(entorno.app, '/api/ofertas/sitemap?idDominio=857', OfertasSitemapSchema);
    const busqueda = await obtener(entorno.app, '/api/searchjob?idDominio=857', ResultadoBusquedaSchema);

    expect(ofertas).toHaveLength(busqueda.cantidadRegistros);
    expect(ofertas[0]).toEqual({
      idOferta: busqueda.ofertas[0]!.idOferta,
      nombreCargo: busqueda.ofertas[0]!.nombreCargo,
      fechaPublicacionFormatoIngles: busqueda.ofertas[0]!.fechaPublicacionFormatoIngles,
    });
    const fechas = ofertas.map((oferta) => oferta.fechaPublicacionFormatoIngles);
    expect(fechas).toEqual([...fechas].sort().reverse());
  });

  it('leaves expired offers out', async () => {
    const { rows } = await entorno.base.db.query<{ id: number }>(`SELECT id_oferta AS id FROM oferta WHERE estado = 'EXPIRADA'`);
    expect(rows.length).toBeGreaterThan(0);
    const { ofertas } = await obtener(entorno.app, '/api/ofertas/sitemap?idDominio=857', OfertasSitemapSchema);
    const vivas = new Set(ofertas.map((oferta) => oferta.idOferta));
    expect(rows.filter((row) => vivas.has(row.id))).toEqual([]);
  });

  it("lists only a channel portal's channel offers", async () => {
    const saae = await obtener(entorno.app, '/api/ofertas/sitemap?idDominio=858', OfertasSitemapSchema);
    const busqueda = await obtener(entorno.app, '/api/searchjob?idDominio=858', ResultadoBusquedaSchema);
    expect(saae.ofertas).toHaveLength(busqueda.cantidadRegistros);
  });

  it('answers 404 for a portal that does not exist', async () => {
    const error = await obtener(entorno.app, '/api/ofertas/sitemap?idDominio=99999', ApiErrorSchema, 404);
    expect(error).toMatchObject({ code: 'DOMINIO_NO_ENCONTRADO' });
  });
});
