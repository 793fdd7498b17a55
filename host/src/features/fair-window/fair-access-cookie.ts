import { readCookie, writeCookie } from '@portal/shared/storage';

/** The fair-status and temporary-access flags (SPEC.md section 4), kept in one cookie for this portal. */
export const FAIR_ACCESS_COOKIE = 'accesoFeria';

export interface FairAccessFlags {
  abierta: boolean;
  accesoTemporal: boolean;
}

/** The stored flags, or null when there is no (readable) cookie yet: then the fair is open, no temporary access. */
export function readFairAccess(): FairAccessFlags | null {
  try {
    const stored = JSON.parse(readCookie(FAIR_ACCESS_COOKIE) ?? 'null') as Partial<FairAccessFlags> | null;
    if (!stored || typeof stored !== 'object') return null;
    return { abierta: stored.abierta !== false, accesoTemporal: stored.accesoTemporal === true };
  } catch {
    return null;
  }
}

/** A session cookie: temporary access lasts until the browser is closed. */
export function writeFairAccess(flags: FairAccessFlags): void {
  writeCookie(FAIR_ACCESS_COOKIE, JSON.stringify(flags));
}
