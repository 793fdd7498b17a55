import type { RemotePages } from '@portal/shared/routes';
import { lazyPage } from '@portal/shared/ui';

/** The pages this remote renders, by route name of the shared manifest (exposed as `./pages`). */
export const pages: RemotePages = {
  login: lazyPage(() => import('../features/auth/components/LoginPage').then((m) => m.LoginPage)),
  logout: lazyPage(() => import('../features/auth/components/LogoutPage').then((m) => m.LogoutPage)),
};
