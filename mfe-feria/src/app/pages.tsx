import type { RemotePages } from '@portal/shared/routes';
import { lazyPage } from '@portal/shared/ui';

/** The pages this remote renders, by route name of the shared manifest (exposed as `./pages`). */
export const pages: RemotePages = {
  feriaHome: lazyPage(() => import('../features/home/components/FeriaHomePage').then((m) => m.FeriaHomePage)),
  empresasParticipantes: lazyPage(() =>
    import('../features/empresas/components/EmpresasParticipantesPage').then((m) => m.EmpresasParticipantesPage),
  ),
  pabellon: lazyPage(() => import('../features/pabellon/components/PabellonPage').then((m) => m.PabellonPage)),
  stand: lazyPage(() => import('../features/stand/components/StandPage').then((m) => m.StandPage)),
  standOferta: lazyPage(() => import('../features/stand/components/StandOfertaPage').then((m) => m.StandOfertaPage)),
};

export { loaders } from './edge-loaders';
