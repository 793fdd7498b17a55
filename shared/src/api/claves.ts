// The useQuery keys of the routes' subjects (shared/src/routes/subjects.ts), apart from their calls: a route names
// its subject's key on every page, its call and the answer's schema only load with a navigation (issue 27).

/** The useQuery key of an offer, under which the edge also preloads it for a server-rendered offer page. */
export const ofertaQueryKey = (idOferta: number) => `oferta:${String(idOferta)}`;

/** The useQuery key of a portal's filter options, under which the edge also preloads them for a results page. */
export const filtrosQueryKey = (idDominio: number) => `filtros:${String(idDominio)}`;

/** The useQuery key of a news article, under which the edge also preloads it. */
export const noticiaQueryKey = (idNoticia: number) => `noticia:${String(idNoticia)}`;

/** The useQuery key of an event, under which the edge also preloads it. */
export const eventoQueryKey = (idEvento: number, idDominio: number) => `evento:${String(idDominio)}:${String(idEvento)}`;

/** The useQuery key of a position's salary summary, under which the edge also preloads it. */
export const resumenSueldoQueryKey = (cargo: string, idDominio: number) => `resumen-sueldo:${idDominio}:${cargo}`;

/** The useQuery key of a CMS page, under which the edge also preloads it. */
export const paginaQueryKey = (slug: string, idDominio: number) => `pagina:${String(idDominio)}:${slug}`;
