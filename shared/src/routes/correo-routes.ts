// Pages reached from the links of e-mails (issue 11; ARCHITECTURE.md route table: `/colocacion/**`,
// `/correo/**`, mfe-account, solo-logo, public: the signed token of the link is the authority), never indexed:
// the job alerts' links, the placement follow-up's and the mobility invitation's.
const correo = { owner: 'mfe_account', layout: 'soloLogo', auth: false, datosBasicos: false, index: false } as const;

/**
 * Any token reaches its page, whatever its shape: the page explains a link an e-mail client cut or a mistyped
 * one (esTokenEnlaceCorreo) instead of the 404 page. Declared as a check all the same, so that the edge takes a
 * dotted token for a page's segment, not a file's name (edge.ts, isPagePath).
 */
const cualquierToken = () => true;

export const CORREO_ROUTES = [
  {
    name: 'correoCancelarSuscripcion',
    path: '/correo/alerta-empleo/cancelar-suscripcion/:idAlerta',
    ...correo,
    title: 'Cancelar alerta de empleo',
    description: 'Deja de recibir los correos de una alerta de empleo.',
    params: { idAlerta: (value: string) => /^[1-9]\d{0,9}$/.test(value) },
  },
  {
    name: 'correoRespuestaEstimulo',
    path: '/correo/alerta-empleo/respuesta-estimulo/:hash',
    ...correo,
    title: '¿Sigues buscando trabajo?',
    description: 'Cuéntanos si sigues buscando trabajo.',
    params: { hash: cualquierToken },
  },
  {
    name: 'correoVotacion',
    path: '/correo/alerta-empleo/votacion/:hash',
    ...correo,
    title: '¿Te sirvió este correo?',
    description: 'Cuéntanos si las ofertas de tu alerta te sirvieron.',
    params: { hash: cualquierToken },
  },
  {
    name: 'colocacionRespuesta',
    path: '/colocacion/respuesta/:token',
    ...correo,
    title: '¿Fuiste contratado/a?',
    description: 'Cuéntanos si te contrataron en el cargo al que postulaste.',
    params: { token: cualquierToken },
  },
  {
    name: 'correoDesisteProceso',
    path: '/correo/invitacion-movilidad/desiste-proceso/:token',
    ...correo,
    title: 'Desistir del proceso',
    description: 'Deja un proceso de selección al que te invitaron.',
    params: { token: cualquierToken },
  },
  {
    name: 'correoRespuestaDoble',
    path: '/correo/error/respuesta-doble',
    ...correo,
    title: 'Ya respondiste',
    description: 'Ya recibimos tu respuesta a este correo.',
  },
] as const;
