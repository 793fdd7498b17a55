export const TIPOS_CURRICULUM = ['NORMAL', 'NORMAL_ARCHIVO', 'ARCHIVO'] as const;
export const ESTADOS_OFERTA = ['ACTIVA', 'EXPIRADA'] as const;
/** An offer's working hours (and the `jornadas` search filter's values). */
export const JORNADAS = ['COMPLETA', 'PARCIAL', 'TURNOS', 'FINES_DE_SEMANA'] as const;
/** Their names, as the filter panel and the result cards say them. */
export const NOMBRE_JORNADA: Record<(typeof JORNADAS)[number], string> = {
  COMPLETA: 'Jornada completa',
  PARCIAL: 'Part time o media jornada',
  TURNOS: 'Por turnos',
  FINES_DE_SEMANA: 'Fines de semana',
};

/**
 * An employer's application link as it may be served and rendered: an absolute http(s) URL (normalised,
 * so browser and check read it alike); anything else (javascript:, data:, a relative path) is no link.
 * The api applies it to what it serves and the client's schema again to what it receives.
 */
export function enlaceHttp(texto: string | null): string | null {
  if (!texto) return null;
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
