import {
  CorreoCambiadoSchema,
  ExportacionDatosSchema,
  type CambioClaveBody,
  type CambioCorreoBody,
  type CorreoCambiado,
  type EliminarCuentaBody,
  type ExportacionDatos,
} from '@portal/shared/contract';
import { api, withAuth } from '@portal/shared/api-nucleo';

/** PUT /api/cuenta/clave (answer 204); 400 CLAVE_ACTUAL_INCORRECTA. */
export async function cambiarClave(body: CambioClaveBody): Promise<void> {
  await api().put('cuenta/clave', withAuth({ json: body }));
}

/** POST /api/cuenta/correo (answer 202): a confirmation link goes to the new address. */
export async function solicitarCambioCorreo(body: CambioCorreoBody): Promise<void> {
  await api().post('cuenta/correo', withAuth({ json: body }));
}

/** POST /api/cuenta/correo/confirmar: the e-mailed token is the proof, no session needed. */
export function confirmarCambioCorreo(token: string): Promise<CorreoCambiado> {
  return api().post('cuenta/correo/confirmar', { json: { token } }).json(CorreoCambiadoSchema);
}

/** GET /api/cuenta/datos: everything the portal keeps about the candidate (Ley 21.719 access and portability). */
export function getExportacionDatos(): Promise<ExportacionDatos> {
  return api().get('cuenta/datos', withAuth()).json(ExportacionDatosSchema);
}

/** DELETE /api/cuenta (answer 204) once the password matches: the account and its files are gone. */
export async function eliminarCuenta(body: EliminarCuentaBody): Promise<void> {
  await api().delete('cuenta', withAuth({ json: body }));
}
