/**
 * What the header and the footer may link to, by SPEC.md path; only those whose page is in the route manifest
 * are shown (lib/route-links.ts). The one list of each: every menu is built from here (the candidate's area
 * from links-candidato.ts).
 */
export const SITE_LINKS = [
  ['/', 'Ofertas de empleo'],
  ['/empresas-participantes', 'Empresas participantes'],
  ['/noticias', 'Noticias'],
  ['/eventos', 'Eventos'],
  ['/informe-de-sueldo-teaser', 'Informes de sueldo'],
] as const;

export const FOOTER_LINKS = [
  ['/empresas', 'Empresas'],
  ['/page/centro-de-ayuda', 'Centro de ayuda'],
  ['/terminos-y-condiciones', 'Términos y condiciones'],
  ['/politica-de-privacidad', 'Política de privacidad'],
  ['/politica-de-cookies', 'Política de cookies'],
] as const;
