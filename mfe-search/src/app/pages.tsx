import type { RemotePages } from '@portal/shared/routes';
import { lazyPage } from '@portal/shared/ui';

/** The pages this remote renders, by route name of the shared manifest (exposed as `./pages`). */
export const pages: RemotePages = {
  home: lazyPage(() => import('../features/home/components/HomePage').then((m) => m.HomePage)),
  oferta: lazyPage(() => import('../features/oferta/components/OfertaPage').then((m) => m.OfertaPage)),
  recomendadas: lazyPage(() => import('../features/para-ti/components/RecomendadasPage').then((m) => m.RecomendadasPage)),
  relacionadas: lazyPage(() => import('../features/para-ti/components/RelacionadasPage').then((m) => m.RelacionadasPage)),
};
