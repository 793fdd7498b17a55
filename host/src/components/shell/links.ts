/**
 * What the header, the candidate menu and the footer may link to, by SPEC.md path; only those whose page is
 * in the route manifest are shown (lib/route-links.ts).
 */
export const SITE_LINKS = [
  ['/', 'Ofertas de empleo'],
  ['/empresas-participantes', 'Empresas participantes'],
  ['/noticias', 'Noticias'],
  ['/eventos', 'Eventos'],
  ['/informe-de-sueldo-teaser', 'Informes de sueldo'],
] as const;

export const CANDIDATE_LINKS = [
  ['/dashboard', 'Mi cuenta'],
  ['/mi-curriculum', 'Mi currículum'],
  ['/mis-postulaciones', 'Mis postulaciones'],
  ['/ofertas-guardadas', 'Ofertas guardadas'],
  ['/recomendadas', 'Ofertas recomendadas'],
  ['/relacionadas', 'Ofertas relacionadas'],
  ['/alertas-de-empleo', 'Alertas de empleo'],
  ['/mis-informes-de-sueldo', 'Mis informes de sueldo'],
  ['/informes-perfil-postulantes', 'Mi perfil frente a otros postulantes'],
  ['/preguntas-reclutadores', 'Preguntas de reclutadores'],
  ['/datos-basicos', 'Mis datos'],
  ['/configuracion-cuenta', 'Configuración de la cuenta'],
] as const;

export const FOOTER_LINKS = [
  ['/empresas', 'Empresas'],
  ['/page/centro-de-ayuda', 'Centro de ayuda'],
  ['/terminos-y-condiciones', 'Términos y condiciones'],
  ['/politica-de-privacidad', 'Política de privacidad'],
  ['/politica-de-cookies', 'Política de cookies'],
] as const;
