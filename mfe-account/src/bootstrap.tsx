import { startStandalone } from '@portal/shared/standalone';
import { pages } from './app/pages';

// Standalone dev page of the squad (pnpm --filter mfe-account dev); in the portal the host mounts ./pages.
void startStandalone('mfe_account', pages);
