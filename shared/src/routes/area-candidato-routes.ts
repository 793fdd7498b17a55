// The candidate's own area (issue 10; ARCHITECTURE.md route table): mfe-account, login and complete basic
// data required, never indexed. Saved offers have their own layout, the rest the logged-in default one.
import { parseOfertaParam } from './params';
import { ofertaSubject } from './subjects';

/** A question's id as the api takes it: a positive integer (up to what PostgreSQL's integer holds). */
const ID_PREGUNTA = /^[1-9]\d{0,8}$/;

const areaCandidato = { owner: 'mfe_account', auth: true, datosBasicos: true, index: false } as const;

export const AREA_CANDIDATO_ROUTES = [
  {
    name: 'dashboard',
    path: '/dashboard',
    ...areaCandidato,
    layout: 'defaultLogueado',
    title: 'Mi cuenta',
    description: 'Tus postulaciones, tus ofertas guardadas y las ofertas recomendadas para ti.',
  },
  {
    name: 'alertasDeEmpleo',
    path: '/alertas-de-empleo',
    ...areaCandidato,
    layout: 'defaultLogueado',
    title: 'Alertas de empleo',
    description: 'Tus búsquedas guardadas: te enviamos por correo las ofertas nuevas de cada una.',
  },
  {
    name: 'misPostulaciones',
    path: '/mis-postulaciones',
    ...areaCandidato,
    layout: 'defaultLogueado',
    title: 'Mis postulaciones',
    description: 'El estado de cada una de tus postulaciones, paso a paso.',
  },
  {
    name: 'ofertasGuardadas',
    path: '/ofertas-guardadas',
    ...areaCandidato,
    layout: 'ofertasGuardadas',
    title: 'Ofertas guardadas',
    description: 'Las ofertas de empleo que guardaste para revisar o postular después.',
  },
  {
    name: 'ofertaGuardada',
    path: '/ofertas-guardadas/trabajo/:oferta',
    ...areaCandidato,
    layout: 'ofertasGuardadas',
    title: 'Oferta guardada',
    description: 'Detalle de una oferta que guardaste.',
    params: { oferta: (value: string) => parseOfertaParam(value) !== null },
    subject: ofertaSubject,
  },
  {
    name: 'preguntasReclutadores',
    path: '/preguntas-reclutadores',
    ...areaCandidato,
    layout: 'preguntasReclutadores',
    title: 'Preguntas de reclutadores',
    description: 'Las preguntas que te hicieron los reclutadores sobre tus postulaciones, para responderlas.',
  },
  {
    name: 'preguntaReclutador',
    path: '/preguntas-reclutadores/:idPregunta',
    ...areaCandidato,
    layout: 'preguntasReclutadores',
    title: 'Pregunta de un reclutador',
    description: 'Lee la pregunta de un reclutador sobre tu postulación y respóndela.',
    params: { idPregunta: (value: string) => ID_PREGUNTA.test(value) },
  },
] as const;
