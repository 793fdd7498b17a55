import { DatosBasicosSchema, RegionesSchema, type DatosBasicos, type DatosBasicosBody, type RegionConComunas } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** GET /api/ubicaciones/regiones: Chile's regions with their comunas, north to south. */
export function getRegiones(signal?: AbortSignal): Promise<RegionConComunas[]> {
  return api().get('ubicaciones/regiones', { signal }).json(RegionesSchema);
}

/** GET /api/candidato/datos-basicos: the signed-in candidate's basic data. */
export function getDatosBasicos(signal?: AbortSignal): Promise<DatosBasicos> {
  return api().get('candidato/datos-basicos', withAuth({ signal })).json(DatosBasicosSchema);
}

/** PUT /api/candidato/datos-basicos: saves them; the answer's `estado` is FINALIZADO once complete. */
export function guardarDatosBasicos(body: DatosBasicosBody): Promise<DatosBasicos> {
  return api().put('candidato/datos-basicos', withAuth({ json: body })).json(DatosBasicosSchema);
}

/** POST /api/candidato/datos-basicos/confirmar: the data are still right (answer 204). */
export async function confirmarDatosBasicos(): Promise<void> {
  await api().post('candidato/datos-basicos/confirmar', withAuth());
}
