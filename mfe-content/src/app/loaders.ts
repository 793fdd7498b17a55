import { getNoticias, getPagina, paginaQueryKey } from '@portal/shared/api';
import type { RouteLoader, RouteLoaders } from '@portal/shared/routes';
import { noticiasQueryKey, paginaFromQuery } from '../features/noticias/hooks/useNews';
import { SLUG_LEGAL } from '../features/paginas/lib/legales';

/** A CMS page; one the portal lacks throws (404), so the browser renders the shell's 404 page. */
const pagina =
  (slugOf: (params: Readonly<Record<string, string | undefined>>) => string): RouteLoader =>
  async ({ params, portal }) => {
    const slug = slugOf(params);
    return { [paginaQueryKey(slug, portal.idDominio)]: await getPagina(slug, portal.idDominio) };
  };

/**
 * Data of the routes the edge renders on the server, keyed as the pages' useQuery calls key them. Exposed with
 * the pages (`./pages`), so a new version of this remote brings its own loaders.
 */
export const loaders: RouteLoaders = {
  noticias: async ({ search }) => {
    const pagina = paginaFromQuery(search.get('pagina'));
    return { [noticiasQueryKey(pagina)]: await getNoticias({ pagina }) };
  },
  pagina: pagina((params) => params.page ?? ''),
  ...Object.fromEntries(Object.entries(SLUG_LEGAL).map(([name, slug]) => [name, pagina(() => slug)])),
};
