/** The position whose live figures `/informe-de-sueldo-teaser` shows as a sample, where the portal has its report. */
export const CARGO_MUESTRA = 'ejecutivo-de-ventas';

/**
 * The sample of a portal, among the positions whose report opens there: CARGO_MUESTRA, else the first of them;
 * none when there is none. Never a position without salaries, whose summary is a 404 (a portal with channels
 * may have no sales offers at all).
 */
export function cargoDeMuestra(cargos: readonly { slug: string }[]): string | null {
  return cargos.some(({ slug }) => slug === CARGO_MUESTRA) ? CARGO_MUESTRA : (cargos[0]?.slug ?? null);
}
