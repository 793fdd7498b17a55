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
    params: { idAlerta: (value: string) => /^[1-9]\d{0,9}$/.test(value) },
  },
  {
    name: 'correoRespuestaEstimulo',
    path: '/correo/alerta-empleo/respuesta-estimulo/:hash',
    ...correo,
    params: { hash: cualquierToken },
  },
  {
    name: 'correoVotacion',
    path: '/correo/alerta-empleo/votacion/:hash',
    ...correo,
    params: { hash: cualquierToken },
  },
  {
    name: 'colocacionRespuesta',
    path: '/colocacion/respuesta/:token',
    ...correo,
    params: { token: cualquierToken },
  },
  {
    name: 'correoDesisteProceso',
    path: '/correo/invitacion-movilidad/desiste-proceso/:token',
    ...correo,
    params: { token: cualquierToken },
  },
  {
    name: 'correoRespuestaDoble',
    path: '/correo/error/respuesta-doble',
    ...correo,
  },
] as const;
