import type { RouteLoaders } from '@portal/shared/routes';

/**
 * None in the browser: the route loaders run only at the edge, which renders a page's first view with their data;
 * in the browser each page asks for its own. The remote's server build resolves `edge-loaders.server.ts` instead
 * (shared/build/webpack-config.cjs), so the browser does not download the loaders and what they import.
 */
export const loaders: RouteLoaders | undefined = undefined;
