/**
 * What the candidate's area and the banner's account menu link to, by SPEC.md path (as links.ts): apart, so a
 * visitor's page, which shows neither, does not carry the list (issue 27).
 */
type Link = readonly [path: string, label: string];

/** The candidate's area in groups, in the order a candidate looks for its pages; a group without a name leads. */
export const CANDIDATE_AREA: readonly { grupo: string | null; links: readonly Link[] }[] = [
  { grupo: null, links: [['/dashboard', 'Mi panel']] },
  {
    grupo: 'Postulaciones',
    links: [
      ['/mi-curriculum', 'Mi currículum'],
      ['/mis-postulaciones', 'Mis postulaciones'],
      ['/preguntas-reclutadores', 'Preguntas de reclutadores'],
    ],
  },
  {
    grupo: 'Ofertas',
    links: [
      ['/ofertas-guardadas', 'Ofertas guardadas'],
      ['/alertas-de-empleo', 'Alertas de empleo'],
      ['/recomendadas', 'Ofertas recomendadas'],
      ['/relacionadas', 'Ofertas relacionadas'],
    ],
  },
  {
    grupo: 'Informes',
    links: [
      ['/mis-informes-de-sueldo', 'Mis informes de sueldo'],
      ['/informes-perfil-postulantes', 'Mi perfil frente a otros postulantes'],
    ],
  },
  {
    grupo: 'Datos y configuración',
    links: [
      ['/datos-basicos', 'Mis datos'],
      ['/configuracion-cuenta', 'Configuración de la cuenta'],
    ],
  },
];

export const CANDIDATE_LINKS: readonly Link[] = CANDIDATE_AREA.flatMap((grupo) => grupo.links);

/** The pages of the area the banner's account menu offers (the area's own navigation lists them all). */
const EN_MENU_DE_CUENTA = new Set(['/dashboard', '/mi-curriculum', '/mis-postulaciones', '/ofertas-guardadas', '/alertas-de-empleo', '/preguntas-reclutadores', '/configuracion-cuenta']);
export const ACCOUNT_MENU_LINKS: readonly Link[] = CANDIDATE_LINKS.filter(([path]) => EN_MENU_DE_CUENTA.has(path));
