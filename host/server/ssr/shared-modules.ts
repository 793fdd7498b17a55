// What a remote's server bundle `require`s: the shared singletons (sharedDeps() in shared/build/federation.cjs),
// handed over from the edge itself so the page renders with one React, one router, one jotai and one
// styled-components (whose stylesheet the edge collects), and the same @portal/shared modules as the shell
// (its store atoms, its api client and preloaded answers). The contract and the api's calls are bundled into
// each remote (sharedDeps()).
import { createRequire } from 'node:module';
import * as alertaFormulario from '@portal/shared/alerta-formulario';
import * as apiNucleo from '@portal/shared/api-nucleo';
import * as archivo from '@portal/shared/archivo';
import * as compartir from '@portal/shared/compartir';
import * as config from '@portal/shared/config';
import * as dialogo from '@portal/shared/dialogo';
import * as format from '@portal/shared/format';
import * as formularios from '@portal/shared/formularios';
import * as iconosSecundarios from '@portal/shared/iconos-secundarios';
import * as menuDesplegable from '@portal/shared/menu-desplegable';
import * as paginacion from '@portal/shared/paginacion';
import * as routes from '@portal/shared/routes';
import * as safeHtml from '@portal/shared/safe-html';
import * as state from '@portal/shared/state';
import * as storage from '@portal/shared/storage';
import * as toast from '@portal/shared/toast';
import * as ui from '@portal/shared/ui';

const PORTAL_SHARED: Readonly<Record<string, unknown>> = {
  '@portal/shared/alerta-formulario': alertaFormulario,
  '@portal/shared/api-nucleo': apiNucleo,
  '@portal/shared/archivo': archivo,
  '@portal/shared/compartir': compartir,
  '@portal/shared/config': config,
  '@portal/shared/dialogo': dialogo,
  '@portal/shared/format': format,
  '@portal/shared/formularios': formularios,
  '@portal/shared/iconos-secundarios': iconosSecundarios,
  '@portal/shared/menu-desplegable': menuDesplegable,
  '@portal/shared/paginacion': paginacion,
  '@portal/shared/routes': routes,
  '@portal/shared/safe-html': safeHtml,
  '@portal/shared/state': state,
  '@portal/shared/storage': storage,
  '@portal/shared/toast': toast,
  '@portal/shared/ui': ui,
};

/** The packages the edge resolves from its own node_modules (the same copies its render uses). */
const SHARED_PACKAGE = /^(?:react|react-dom|jotai)(?:\/[\w./-]+)?$|^(?:react-router-dom|styled-components)$/;

const requireFromEdge = createRequire(__filename);

/** `require` for a remote's server bundle: shared modules only; anything else means a broken build. */
export function requireShared(request: string): unknown {
  if (request in PORTAL_SHARED) return PORTAL_SHARED[request];
  if (SHARED_PACKAGE.test(request)) return requireFromEdge(request);
  throw new Error(`A remote's server bundle requires "${request}", which the edge does not provide.`);
}
