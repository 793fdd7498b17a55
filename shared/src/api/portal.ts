import { PortalConfigSchema, type PortalConfig } from '@portal/shared/contract';
// isHTTPError from the shared client, not ky: imported here, ky's error classes were bundled a second time into the
// chunk of @portal/shared/state, which calls this (0.4 KB gz on every page).
import { api, isHTTPError } from '@portal/shared/api-nucleo';

/** GET /api/config/portal: the configuration of the portal at `dominio`, or null when it has none. */
export async function getPortalConfig(dominio: string): Promise<PortalConfig | null> {
  try {
    return await api().get('config/portal', { searchParams: { dominio } }).json(PortalConfigSchema);
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}
