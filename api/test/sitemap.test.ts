import { ApiErrorSchema, ContenidoSitemapSchema, ListaEventosSchema, NoticiaSchema, OfertasSitemapSchema, ResultadoBusquedaSchema, ResumenSueldoSchema } from '@portal/shared/contract';
import { entornoDelArchivo, obtener } from './support/app-de-prueba';

const entorno = entornoDelArchivo();

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

describe('GET /api/contenido/sitemap', () => {
  it('lists every news article, CMS page and event of the portal with its lastmod, and the salary summaries that show figures', async () => {
    const contenido = await obtener(entorno.app, '/api/contenido/sitemap?idDominio=857', ContenidoSitemapSchema);
    const dia = /^\d{4}-\d{2}-\d{2}$/;

    const { rows: noticias } = await entorno.base.db.query<{ n: number }>('SELECT count(*)::int AS n FROM noticia');
    expect(contenido.noticias).toHaveLength(noticias[0]!.n);
    const masNueva = await obtener(entorno.app, `/api/noticias/${contenido.noticias[0]!.idNoticia}`, NoticiaSchema);
    expect(contenido.noticias[0]).toEqual({ idNoticia: masNueva.idNoticia, slug: masNueva.slug, actualizada: masNueva.fechaPublicacion.slice(0, 10) });

    expect(contenido.paginas.map((p) => p.slug)).toEqual(expect.arrayContaining(['centro-de-ayuda', 'terminos-y-condiciones', 'politica-de-privacidad']));
    expect(new Set(contenido.paginas.map((p) => p.slug)).size).toBe(contenido.paginas.length);

    const { eventos, cantidadRegistros } = await obtener(entorno.app, '/api/eventos?idDominio=857', ListaEventosSchema);
    expect(contenido.eventos).toHaveLength(cantidadRegistros);
    expect(contenido.eventos.map((e) => e.idEvento)).toEqual(expect.arrayContaining(eventos.map((e) => e.idEvento)));

    for (const item of [...contenido.noticias.map((n) => n.actualizada), ...contenido.paginas.map((p) => p.actualizada), ...contenido.eventos.map((e) => e.actualizado)]) {
      expect(item).toMatch(dia);
    }

    expect(contenido.informesSueldo.length).toBeGreaterThan(0);
    // Each listed summary is a page with figures, not a 404 nor an empty report.
    for (const { slug, actualizado } of contenido.informesSueldo.slice(0, 3)) {
      expect(actualizado).toMatch(dia);
      const resumen = await obtener(entorno.app, `/api/informes-sueldo/cargo/${slug}?idDominio=857`, ResumenSueldoSchema);
      expect(resumen.general).not.toBeNull();
    }
  });

  it('answers 404 for a portal that does not exist', async () => {
    const error = await obtener(entorno.app, '/api/contenido/sitemap?idDominio=99999', ApiErrorSchema, 404);
    expect(error).toMatchObject({ code: 'DOMINIO_NO_ENCONTRADO' });
  });
});
