import { AREA_CANDIDATO_ROUTES } from './area-candidato-routes';
import { CORREO_ROUTES } from './correo-routes';
import { CONTENIDO_ROUTES } from './contenido-routes';
import { ACCESO_ROUTES } from './cuenta-routes';
import { CURRICULUM_ROUTES } from './curriculum-routes';
import { EVENTOS_ROUTES } from './eventos-routes';
import { FERIA_ROUTES } from './feria-routes';
import { INFORMES_ROUTES } from './informes-routes';
import { OFERTAS_CANDIDATO_ROUTES } from './ofertas-candidato-routes';
import type { RouteDef } from './types';
import { parseOfertaParam } from './params';
import { SEARCH_ROUTES } from './search-routes';

const SIN_FERIA = ['CORPORATIVO', 'SAAE', 'ALIANZA'] as const;

const publicIndexable = { auth: false, datosBasicos: false, index: true } as const;
const publicNoindex = { auth: false, datosBasicos: false, index: false } as const;

/**
 * The single route manifest (ARCHITECTURE.md, route table). Only routes whose pages exist are listed:
 * every other path falls to the 404 page.
 */
export const ROUTES = [
  {
    name: 'home',
    path: '/',
    owner: 'mfe_search',
    layout: 'sinBuscador',
    ...publicIndexable,
    portales: SIN_FERIA,
  },
  {
    name: 'feriaHome',
    path: '/',
    owner: 'mfe_feria',
    layout: 'sinBuscador',
    ...publicIndexable,
    portales: ['FERIA'],
  },
  {
    name: 'oferta',
    path: '/trabajo/:oferta',
    owner: 'mfe_search',
    layout: 'default',
    ...publicIndexable,
    params: { oferta: (value) => parseOfertaParam(value) !== null },
    subject: 'oferta',
  },
  ...SEARCH_ROUTES,
  {
    name: 'login',
    path: '/ingresa-a-tu-cuenta',
    owner: 'mfe_account',
    layout: 'login',
    ...publicNoindex,
  },
  ...ACCESO_ROUTES,
  {
    name: 'logout',
    path: '/logout',
    owner: 'mfe_account',
    layout: 'limpio',
    ...publicNoindex,
  },
  {
    name: 'empresasParticipantes',
    path: '/empresas-participantes',
    owner: 'mfe_feria',
    layout: 'default',
    ...publicIndexable,
    portales: ['FERIA'],
  },
  ...FERIA_ROUTES,
  {
    name: 'noticias',
    path: '/noticias',
    owner: 'mfe_content',
    layout: 'listaNoticias',
    ...publicIndexable,
  },
  ...CONTENIDO_ROUTES,
  ...EVENTOS_ROUTES,
  {
    name: 'auth',
    path: '/auth',
    owner: 'host',
    layout: 'limpio',
    auth: true,
    datosBasicos: false,
    index: false,
  },
  {
    name: 'sinSesion',
    path: '/sin-sesion',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
  },
  {
    name: 'check',
    path: '/check',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
  },
  {
    name: 'dev',
    path: '/dev',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
  },
  {
    name: 'pruebaError5',
    path: '/prueba-error-5',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
  },
  {
    name: 'pruebaError6',
    path: '/prueba-error-6',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
  },
  ...OFERTAS_CANDIDATO_ROUTES,
  ...CURRICULUM_ROUTES,
  ...AREA_CANDIDATO_ROUTES,
  ...INFORMES_ROUTES,
  ...CORREO_ROUTES,
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

export function routeByName(name: RouteName): RouteDef {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Ruta desconocida: ${name}`);
  return route;
}
