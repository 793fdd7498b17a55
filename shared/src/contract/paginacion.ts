import * as v from 'valibot';

/** Where a paged list's answer stands: its items in all, in how many pages, and which one this is (from 1). */
export const PaginacionSchema = v.object({
  cantidadRegistros: v.number(),
  cantidadPaginas: v.number(),
  paginaActual: v.number(),
});

/** The page `pagina` of `total` items, `porPagina` a page, as a paged answer states it. */
export const paginacion = (total: number, pagina: number, porPagina: number): v.InferOutput<typeof PaginacionSchema> => ({
  cantidadRegistros: total,
  cantidadPaginas: Math.ceil(total / porPagina),
  paginaActual: pagina,
});
