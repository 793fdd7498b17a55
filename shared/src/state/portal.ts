import { atom } from 'jotai';
import { DEFAULT_PORTAL_CONFIG, type Canal, type PortalConfig, type ResultadoBusqueda } from '@portal/shared/contract';
import type { AppConfig } from '../config';

/** Run-time app configuration (from /app-config.json), set once at boot. */
export const appConfigAtom = atom<AppConfig | null>(null);

/** Configuration of the portal at the current host name. */
export const portalConfigAtom = atom<PortalConfig>(DEFAULT_PORTAL_CONFIG);

/** Channels of a SAAE or ALIANZA portal; the first one is used for searches. */
export const canalesAtom = atom<Canal[]>([]);

/** The latest offers of the home page (GET /api/searchjob). */
export const ultimasOfertasAtom = atom<ResultadoBusqueda | null>(null);
