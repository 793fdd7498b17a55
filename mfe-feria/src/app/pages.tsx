import type { RemotePages } from '@portal/shared/routes';
import { lazyPage } from '@portal/shared/ui';

/** The pages this remote renders, by route name of the shared manifest (exposed as `./pages`). */
export const pages: RemotePages = {
  feriaHome: lazyPage(() => import('../features/home/components/FairHomePage').then((m) => m.FairHomePage)),
  empresasParticipantes: lazyPage(() =>
    import('../features/empresas/components/EmpresasParticipantesPage').then((m) => m.EmpresasParticipantesPage),
  ),
};
