// Salary reports and the applicants' profiles (issues 15 and 11; ARCHITECTURE.md route table). A position's
// summary and the page that explains the reports are public and indexable (mfe-content); the full report
// asks for sign-in (INFORME_SUELDO) and, like the candidate's pages (mfe-account), is never indexed. The
// premium plan's page (issue 25) says what the plan holds of both: public and indexable beside the reports
// (mfe-content); subscribing asks for sign-in (SUSCRIPCION_PREMIUM).
import { SLUG_CARGO } from '@portal/shared/contract';

/** A report's id as the api takes it: a positive integer (up to what PostgreSQL's integer holds). */
const ID_INFORME = /^[1-9]\d{0,8}$/;

const publico = { owner: 'mfe_content', layout: 'default', auth: false, datosBasicos: false, index: true } as const;
const areaCandidato = { owner: 'mfe_account', layout: 'defaultLogueado', auth: true, datosBasicos: true, index: false } as const;

export const INFORMES_ROUTES = [
  {
    name: 'informeSueldoTeaser',
    path: '/informe-de-sueldo-teaser',
    ...publico,
  },
  {
    name: 'informesDeSueldo',
    path: '/informes-de-sueldo/:teaser',
    ...publico,
    params: { teaser: (value: string) => value.length <= 80 && SLUG_CARGO.test(value) },
    subject: 'resumenSueldo',
  },
  {
    name: 'informeSueldo',
    path: '/informe-de-sueldo/:id',
    ...publico,
    auth: true,
    index: false,
    params: { id: (value: string) => ID_INFORME.test(value) },
  },
  {
    name: 'planPremium',
    path: '/plan-premium',
    ...publico,
  },
  {
    name: 'misInformesDeSueldo',
    path: '/mis-informes-de-sueldo',
    ...areaCandidato,
  },
  {
    name: 'informesPerfilPostulantes',
    path: '/informes-perfil-postulantes',
    ...areaCandidato,
  },
] as const;
