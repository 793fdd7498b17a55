import { isHTTPError } from 'ky';
import { PortalConfigSchema, type PortalConfig } from '@portal/shared/contract';
import { api } from '@portal/shared/api-nucleo';

/** GET /api/config/portal: the configuration of the portal at `dominio`, or null when it has none. */
export async function getPortalConfig(dominio: string): Promise<PortalConfig | null> {
  try {
    return await api().get('config/portal', { searchParams: { dominio } }).json(PortalConfigSchema);
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}
