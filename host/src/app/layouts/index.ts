import type { ComponentType, ReactNode } from 'react';
import type { LayoutName } from '@portal/shared/routes';
import { CleanLayout } from './CleanLayout';
import { DefaultLayout } from './DefaultLayout';

export type Layout = ComponentType<{ children: ReactNode }>;

/**
 * The frame of each named layout of the route manifest. Every name has an entry, so a route never lacks
 * one; the variants (search box, candidate menu, …) replace DefaultLayout here as they are built.
 */
export const layouts: Record<LayoutName, Layout> = {
  default: DefaultLayout,
  defaultLogueado: DefaultLayout,
  login: DefaultLayout,
  soloLogo: DefaultLayout,
  resultadosBusqueda: DefaultLayout,
  ofertasGuardadas: DefaultLayout,
  listaNoticias: DefaultLayout,
  preguntasReclutadores: DefaultLayout,
  limpio: CleanLayout,
  sinBuscador: DefaultLayout,
};
