import { FechaSchema } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** GET /api/fecha: the server's current date, for the fair window. */
export async function getFechaServidor(): Promise<Date> {
  const { fecha } = await api().get('fecha').json(FechaSchema);
  return new Date(fecha);
}
