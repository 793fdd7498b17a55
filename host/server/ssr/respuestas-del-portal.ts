// The answers every page of a portal shares, kept by the render thread between pages: the search filters'
// options (40 KB of JSON), which each results page, landing and home would otherwise ask the api for again,
// about 4 ms of the api's CPU each (`npm run bench:ssr`). Kept as long as the api lets a shared cache keep
// them (S_MAXAGE, its Cache-Control), so a change reaches the pages as soon as it reaches a CDN's visitors.
import { filtrosQueryKey } from '@portal/shared/api';
import { S_MAXAGE } from '@portal/shared/http';

/** The useQuery keys of a portal's shared answers. */
const clavesDelPortal = (idDominio: number) => [filtrosQueryKey(idDominio)];

export interface RespuestasDelPortal {
  /** Those still fresh, by key: a page's loader finds them answered. */
  vigentes(idDominio: number): Record<string, unknown>;
  /** Keeps those among a page's answers that are not kept yet. */
  guardar(idDominio: number, respuestas: Readonly<Record<string, unknown>>): void;
}

export function createRespuestasDelPortal({ ttlMs = S_MAXAGE * 1000, now = Date.now } = {}): RespuestasDelPortal {
  const guardadas = new Map<string, { respuesta: unknown; vence: number }>();
  return {
    vigentes(idDominio) {
      const frescas = clavesDelPortal(idDominio).flatMap((clave) => {
        const guardada = guardadas.get(clave);
        return guardada && guardada.vence > now() ? [[clave, guardada.respuesta] as const] : [];
      });
      return Object.fromEntries(frescas);
    },
    guardar(idDominio, respuestas) {
      for (const clave of clavesDelPortal(idDominio)) {
        const guardada = guardadas.get(clave);
        if (!(clave in respuestas) || (guardada && guardada.vence > now())) continue;
        guardadas.set(clave, { respuesta: respuestas[clave], vence: now() + ttlMs });
      }
    },
  };
}
