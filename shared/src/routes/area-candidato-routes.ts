// The candidate's own area (issue 10; ARCHITECTURE.md route table): mfe-account, login and complete basic
// data required, never indexed. Saved offers have their own layout, the rest the logged-in default one.
import { parseOfertaParam } from './params';

/** A question's id as the api takes it: a positive integer (up to what PostgreSQL's integer holds). */
const ID_PREGUNTA = /^[1-9]\d{0,8}$/;

const areaCandidato = { owner: 'mfe_account', auth: true, datosBasicos: true, index: false } as const;

export const AREA_CANDIDATO_ROUTES = [
  {
    name: 'dashboard',
    path: '/dashboard',
    ...areaCandidato,
    layout: 'defaultLogueado',
  },
  {
    name: 'alertasDeEmpleo',
    path: '/alertas-de-empleo',
    ...areaCandidato,
    layout: 'defaultLogueado',
  },
  {
    name: 'misPostulaciones',
    path: '/mis-postulaciones',
    ...areaCandidato,
    layout: 'defaultLogueado',
  },
  {
    name: 'ofertasGuardadas',
    path: '/ofertas-guardadas',
    ...areaCandidato,
    layout: 'ofertasGuardadas',
  },
  {
    name: 'ofertaGuardada',
    path: '/ofertas-guardadas/trabajo/:oferta',
    ...areaCandidato,
    layout: 'ofertasGuardadas',
    params: { oferta: (value: string) => parseOfertaParam(value) !== null },
    subject: 'oferta',
  },
  {
    name: 'preguntasReclutadores',
    path: '/preguntas-reclutadores',
    ...areaCandidato,
    layout: 'preguntasReclutadores',
  },
  {
    name: 'preguntaReclutador',
    path: '/preguntas-reclutadores/:idPregunta',
    ...areaCandidato,
    layout: 'preguntasReclutadores',
    params: { idPregunta: (value: string) => ID_PREGUNTA.test(value) },
  },
] as const;
