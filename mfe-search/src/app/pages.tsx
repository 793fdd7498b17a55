import type { RemotePages } from '@portal/shared/routes';
import { lazyPage } from '@portal/shared/ui';
import { OfertaPagina } from '../lib/pagina-oferta';

/** The pages this remote renders, by route name of the shared manifest (exposed as `./pages`). */
export const pages: RemotePages = {
  home: lazyPage(() => import('../features/home/components/HomePage').then((m) => m.HomePage)),
  oferta: OfertaPagina,
  trabajoEmpleo: lazyPage(() => import('../features/resultados/pages/TrabajoEmpleoPages').then((m) => m.TrabajoEmpleoPage)),
  trabajoEmpleoChile: lazyPage(() => import('../features/resultados/pages/TrabajoEmpleoPages').then((m) => m.TrabajoEmpleoChilePage)),
  trabajoEmpleoCargo: lazyPage(() => import('../features/resultados/pages/TrabajoEmpleoPages').then((m) => m.TrabajoEmpleoCargoPage)),
  landing: lazyPage(() => import('../features/resultados/pages/LandingPage').then((m) => m.LandingPage)),
  canal: lazyPage(() => import('../features/resultados/pages/CanalPage').then((m) => m.CanalPage)),
  categoria: lazyPage(() => import('../features/resultados/pages/CategoriaPage').then((m) => m.CategoriaPage)),
  recomendadas: lazyPage(() => import('../features/para-ti/components/RecomendadasPage').then((m) => m.RecomendadasPage)),
  relacionadas: lazyPage(() => import('../features/para-ti/components/RelacionadasPage').then((m) => m.RelacionadasPage)),
  // `…/trabajo/{oferta}` under a results route: the same offer page, inside the results layout.
  trabajoEmpleoCargoOferta: OfertaPagina,
  landingOferta: OfertaPagina,
  canalOferta: OfertaPagina,
  categoriaOferta: OfertaPagina,
};

export { loaders } from './edge-loaders';
