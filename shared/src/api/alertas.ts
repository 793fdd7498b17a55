import { AlertaSchema, AlertasSchema, type Alerta, type Alertas, type CambioAlertaBody, type NuevaAlertaBody } from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** GET /api/alertas: the signed-in candidate's job alerts, newest first. */
export function getAlertas(signal?: AbortSignal): Promise<Alertas> {
  return api().get('alertas', withAuth({ signal })).json(AlertasSchema);
}

/** POST /api/alertas (answer 201): an alert from a search; 422 ALERTAS_LIMITE past 20. */
export function crearAlerta(body: NuevaAlertaBody): Promise<Alerta> {
  return api().post('alertas', withAuth({ json: body })).json(AlertaSchema);
}

/** PUT /api/alertas/{idAlerta}: rename, change frequency, pause or resume; 404 when it is not the candidate's. */
export function cambiarAlerta(idAlerta: number, body: CambioAlertaBody): Promise<Alerta> {
  return api().put(`alertas/${idAlerta}`, withAuth({ json: body })).json(AlertaSchema);
}

/** DELETE /api/alertas/{idAlerta} (answer 204). */
export async function eliminarAlerta(idAlerta: number): Promise<void> {
  await api().delete(`alertas/${idAlerta}`, withAuth());
}
