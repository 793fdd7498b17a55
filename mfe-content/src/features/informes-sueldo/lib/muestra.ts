/** The position whose live figures `/informe-de-sueldo-teaser` shows as a sample (its loader preloads them). */
export const CARGO_MUESTRA = 'ejecutivo-de-ventas';
