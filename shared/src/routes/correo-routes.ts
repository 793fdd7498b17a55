// Pages reached from the links of e-mails (issue 11; ARCHITECTURE.md route table: `/colocacion/**`,
// `/correo/**`, mfe-account, solo-logo, public: the signed token of the link is the authority), never indexed:
// the job alerts' links, the placement follow-up's and the mobility invitation's.
const correo = { owner: 'mfe_account', layout: 'soloLogo', auth: false, datosBasicos: false, index: false } as const;

/** A signed e-mail link token: three base64url parts (a JWT). */
const esJwt = (value: string) => value.length <= 4096 && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(value);

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
    params: { hash: esJwt },
  },
  {
    name: 'correoVotacion',
    path: '/correo/alerta-empleo/votacion/:hash',
    ...correo,
    title: '¿Te sirvió este correo?',
    description: 'Cuéntanos si las ofertas de tu alerta te sirvieron.',
    params: { hash: esJwt },
  },
  {
    name: 'colocacionRespuesta',
    path: '/colocacion/respuesta/:token',
    ...correo,
    title: '¿Fuiste contratado/a?',
    description: 'Cuéntanos si te contrataron en el cargo al que postulaste.',
    params: { token: esJwt },
  },
  {
    name: 'correoDesisteProceso',
    path: '/correo/invitacion-movilidad/desiste-proceso/:token',
    ...correo,
    title: 'Desistir del proceso',
    description: 'Deja un proceso de selección al que te invitaron.',
    params: { token: esJwt },
  },
  {
    name: 'correoRespuestaDoble',
    path: '/correo/error/respuesta-doble',
    ...correo,
    title: 'Ya respondiste',
    description: 'Ya recibimos tu respuesta a este correo.',
  },
] as const;
