import {
  empresasLandingQueryKey,
  empresasPabellonQueryKey,
  getEmpresasFeria,
  getEmpresasLanding,
  getEmpresasPabellon,
  getHomeFeria,
  getPabellones,
  getStand,
  homeFeriaQueryKey,
  pabellonesQueryKey,
  standQueryKey,
} from '@portal/shared/api';
import type { RouteLoader, RouteLoaders } from '@portal/shared/routes';
import { empresasFeriaKey, empresasFeriaParams } from '../features/empresas/hooks/useParticipatingCompanies';

/** The home: the fair, its pavilions and its featured companies. */
const feriaHome: RouteLoader = async ({ portal: { idDominio } }) => {
  const [home, pabellones, destacadas] = await Promise.all([getHomeFeria(idDominio), getPabellones(idDominio), getEmpresasLanding(idDominio)]);
  return { [homeFeriaQueryKey(idDominio)]: home, [pabellonesQueryKey(idDominio)]: pabellones, [empresasLandingQueryKey(idDominio)]: destacadas };
};

/** Every company, before any filter; the pavilion filter's options. */
const empresasParticipantes: RouteLoader = async ({ portal: { idDominio } }) => {
  const params = empresasFeriaParams(idDominio, '', false);
  const [empresas, pabellones] = await Promise.all([getEmpresasFeria(params), getPabellones(idDominio)]);
  return { [empresasFeriaKey(params)]: empresas, [pabellonesQueryKey(idDominio)]: pabellones };
};

/** A pavilion and its companies; an unknown one renders (its 404) in the browser. */
const pabellon: RouteLoader = async ({ params, portal: { idDominio } }) => {
  const pabellones = await getPabellones(idDominio);
  const elegido = pabellones.find((p) => p.llaveOpcionCategoria === params.slugpabellon);
  if (!elegido) throw new Error(`no pavilion "${params.slugpabellon ?? ''}" in this fair`);
  const consulta = { idDominio, idPabellon: elegido.idOpcionCategoria, busqueda: '' };
  return { [pabellonesQueryKey(idDominio)]: pabellones, [empresasPabellonQueryKey(consulta)]: await getEmpresasPabellon(consulta) };
};

/** A stand (and the stand above one of its offers: the offer itself is mfe-search's widget, loaded in the browser). */
const stand: RouteLoader = async ({ params, portal: { idDominio } }) => {
  const consulta = { idDominio, pabellon: params.nombrepabellon ?? '', stand: params.stand ?? '' };
  return { [standQueryKey(consulta)]: await getStand(consulta) };
};

/**
 * Data of the fair's public routes, keyed as the pages' useQuery calls key them, for the edge to render them on
 * the server (while the fair window shows them to anyone: host/server/ssr/renders-on-server.ts).
 */
export const loaders: RouteLoaders = { feriaHome, empresasParticipantes, pabellon, stand, standOferta: stand };
