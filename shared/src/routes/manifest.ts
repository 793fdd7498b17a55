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
import { ofertaSubject } from './subjects';

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
    title: 'Ofertas de empleo',
    description: 'Busca entre miles de ofertas de empleo en Chile y postula en línea.',
  },
  {
    name: 'feriaHome',
    path: '/',
    owner: 'mfe_feria',
    layout: 'sinBuscador',
    ...publicIndexable,
    portales: ['FERIA'],
    title: 'Feria laboral virtual',
    description: 'Recorre los pabellones de la feria laboral virtual y conoce a las empresas participantes.',
  },
  {
    name: 'oferta',
    path: '/trabajo/:oferta',
    owner: 'mfe_search',
    layout: 'default',
    ...publicIndexable,
    title: 'Oferta de empleo',
    description: 'Detalle de la oferta de empleo.',
    params: { oferta: (value) => parseOfertaParam(value) !== null },
    subject: ofertaSubject,
  },
  ...SEARCH_ROUTES,
  {
    name: 'login',
    path: '/ingresa-a-tu-cuenta',
    owner: 'mfe_account',
    layout: 'login',
    ...publicNoindex,
    title: 'Ingresa a tu cuenta',
    description: 'Ingresa con tu correo o RUN para postular y seguir tus postulaciones.',
  },
  ...ACCESO_ROUTES,
  {
    name: 'logout',
    path: '/logout',
    owner: 'mfe_account',
    layout: 'limpio',
    ...publicNoindex,
    title: 'Cerrando sesión',
    description: 'Cerrando tu sesión.',
  },
  {
    name: 'empresasParticipantes',
    path: '/empresas-participantes',
    owner: 'mfe_feria',
    layout: 'default',
    ...publicIndexable,
    portales: ['FERIA'],
    title: 'Empresas participantes',
    description: 'Conoce las empresas que participan en la feria laboral virtual.',
  },
  ...FERIA_ROUTES,
  {
    name: 'noticias',
    path: '/noticias',
    owner: 'mfe_content',
    layout: 'listaNoticias',
    ...publicIndexable,
    title: 'Noticias',
    description: 'Noticias y consejos sobre empleo y desarrollo laboral.',
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
    title: 'Sesión iniciada',
    description: 'Confirma con qué cuenta tienes la sesión iniciada.',
  },
  {
    name: 'sinSesion',
    path: '/sin-sesion',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
    title: 'Sesión finalizada',
    description: 'Tu sesión ha finalizado: ingresa nuevamente para continuar.',
  },
  {
    name: 'check',
    path: '/check',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
    title: 'Estado del portal',
    description: 'Estado de funcionamiento del portal, para monitoreo.',
  },
  {
    name: 'dev',
    path: '/dev',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
    title: 'Versiones y configuración',
    description: 'Versiones de las aplicaciones y configuración en uso (solo fuera de producción).',
  },
  {
    name: 'pruebaError5',
    path: '/prueba-error-5',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
    title: 'Prueba de error',
    description: 'Página de prueba que provoca un error al mostrarse.',
  },
  {
    name: 'pruebaError6',
    path: '/prueba-error-6',
    owner: 'host',
    layout: 'limpio',
    ...publicNoindex,
    title: 'Prueba de error asíncrono',
    description: 'Página de prueba que provoca un error asíncrono.',
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
