import { getNoticias } from '@portal/shared/api';
import type { RouteLoaders } from '@portal/shared/routes';
import { noticiasQueryKey, paginaFromQuery } from '../features/noticias/hooks/useNews';

/**
 * Data of the routes the edge renders on the server, keyed as the pages' useQuery calls key them. Exposed with
 * the pages (`./pages`), so a new version of this remote brings its own loaders.
 */
export const loaders: RouteLoaders = {
  noticias: async ({ search }) => {
    const pagina = paginaFromQuery(search.get('pagina'));
    return { [noticiasQueryKey(pagina)]: await getNoticias({ pagina }) };
  },
};
