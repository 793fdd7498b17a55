import { useAtomValue } from 'jotai';
import { appConfigAtom } from '@portal/shared/state';
import { DevPage } from '../features/dev/DevPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

/** `/dev` outside production; in production there is no such page: the 404. */
export function DevRoute() {
  const appConfig = useAtomValue(appConfigAtom);
  return appConfig && appConfig.environment !== 'production' ? <DevPage appConfig={appConfig} /> : <NotFoundPage />;
}
