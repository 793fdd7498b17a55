import type { LayoutName } from '@portal/shared/routes';
import type { Layout } from './types';
import { cleanLayout } from './CleanLayout';
import { defaultLayout } from './DefaultLayout';
import { defaultLogueadoLayout } from './DefaultLogueadoLayout';
import { listaNoticiasLayout } from './ListaNoticiasLayout';
import { loginLayout } from './LoginLayout';
import { ofertasGuardadasLayout } from './OfertasGuardadasLayout';
import { preguntasReclutadoresLayout } from './PreguntasReclutadoresLayout';
import { resultadosBusquedaLayout } from './ResultadosBusquedaLayout';
import { sinBuscadorLayout } from './SinBuscadorLayout';
import { soloLogoLayout } from './SoloLogoLayout';

export type { Layout } from './types';

/** The frame of each named layout of the route manifest (SPEC.md section 2); every name has its own. */
export const layouts: Record<LayoutName, Layout> = {
  default: defaultLayout,
  defaultLogueado: defaultLogueadoLayout,
  login: loginLayout,
  soloLogo: soloLogoLayout,
  resultadosBusqueda: resultadosBusquedaLayout,
  ofertasGuardadas: ofertasGuardadasLayout,
  listaNoticias: listaNoticiasLayout,
  preguntasReclutadores: preguntasReclutadoresLayout,
  limpio: cleanLayout,
  sinBuscador: sinBuscadorLayout,
};
