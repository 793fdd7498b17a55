import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '@portal/shared/routes';
import { CleanLayout } from './CleanLayout';
import { DefaultLayout } from './DefaultLayout';
import { DefaultLogueadoLayout } from './DefaultLogueadoLayout';
import { ListaNoticiasLayout } from './ListaNoticiasLayout';
import { LoginLayout } from './LoginLayout';
import { OfertasGuardadasLayout } from './OfertasGuardadasLayout';
import { PreguntasReclutadoresLayout } from './PreguntasReclutadoresLayout';
import { ResultadosBusquedaLayout } from './ResultadosBusquedaLayout';
import { SinBuscadorLayout } from './SinBuscadorLayout';
import { SoloLogoLayout } from './SoloLogoLayout';

export type Layout = ComponentType<{ children: ReactNode }>;

/** The frame of each named layout of the route manifest (SPEC.md section 2); every name has its own. */
export const layouts: Record<LayoutName, Layout> = {
  default: DefaultLayout,
  defaultLogueado: DefaultLogueadoLayout,
  login: LoginLayout,
  soloLogo: SoloLogoLayout,
  resultadosBusqueda: ResultadosBusquedaLayout,
  ofertasGuardadas: OfertasGuardadasLayout,
  listaNoticias: ListaNoticiasLayout,
  preguntasReclutadores: PreguntasReclutadoresLayout,
  limpio: CleanLayout,
  sinBuscador: SinBuscadorLayout,
};
