// The portal's one error catalogue. An error answer of the api or of the edge is `{ statusCode, error,
// message, code }` with a code of ERRORES_API or ERRORES_BORDE, so a client branches on `code` (CodigoError)
// and shows `message` (Spanish, safe to show); where the message never changes it is written here. The codes
// the shell and the edge write in their logs and fallback pages are CODIGOS_REGISTRO. One list, never inline
// strings. Other 4xx answers of Fastify itself (unsupported media type, malformed JSON…) keep Fastify's `FST_*` code.

interface Entrada {
  status: number;
  mensaje?: string;
}

/** The api's codes: `apiError('SESION_INVALIDA')` (api/src/errors.ts) takes the status and, where fixed, the message from here. */
export const ERRORES_API = {
  /** A query, path or body field breaks its schema (type, range, enum, format) or a cross-field rule. */
  VALIDACION: { status: 400 },
  /** A number reached the database out of its column's range, or a value it cannot read (SQLSTATE 22003, 22P02). */
  VALOR_NO_VALIDO: { status: 400, mensaje: 'Un valor de la solicitud no es válido o está fuera del rango permitido.' },
  /** Any other 4xx of Fastify without a code of its own. */
  SOLICITUD_INVALIDA: { status: 400, mensaje: 'La solicitud no es válida.' },
  /** A multipart application that is not a well-formed form (fields, JSON of the answers, unknown files). */
  POSTULACION_INVALIDA: { status: 400 },
  /** A short link for something that is not a page of one of the portals (open-redirect guard). */
  URL_NO_PERMITIDA: { status: 400, mensaje: 'Solo se pueden acortar enlaces a páginas del portal.' },
  /** A new password that breaks the rule of `problemasClave` (@portal/shared/contract); the message is its first problem. */
  CLAVE_DEBIL: { status: 400 },
  /** Registration without accepting the current privacy policy (its version is recorded with the date). */
  CONSENTIMIENTO_REQUERIDO: { status: 400, mensaje: 'Debes aceptar la política de privacidad para crear tu cuenta.' },
  /** The password that confirms an account change (new password, e-mail, deletion) is not the account's. */
  CLAVE_ACTUAL_INCORRECTA: { status: 400, mensaje: 'La contraseña actual no es correcta.' },
  /** A wrong e-mailed code with attempts left; the message says how many. */
  CODIGO_INCORRECTO: { status: 400 },
  /** Login with an unknown user or a wrong password: the same answer for both. */
  CREDENCIALES_INVALIDAS: { status: 401, mensaje: 'Correo, RUN o contraseña incorrectos.' },
  /** No bearer token, or it does not verify, expired, was revoked, or its `sub` is not its session's candidate. */
  SESION_INVALIDA: { status: 401, mensaje: 'Tu sesión expiró o no es válida. Ingresa nuevamente.' },
  /** A link token (e-mail link or partner sign-in) whose signature, audience or shape is wrong, or whose account is gone. */
  ENLACE_INVALIDO: { status: 401, mensaje: 'El enlace no es válido. Ingresa con tu correo o RUN y contraseña.' },
  /** A link token past its expiry. */
  ENLACE_EXPIRADO: { status: 401, mensaje: 'El enlace expiró. Ingresa con tu correo o RUN y contraseña, o pide un correo nuevo.' },
  /** A link token already used once (each works a single time). */
  ENLACE_USADO: { status: 401, mensaje: 'Este enlace ya se usó. Ingresa con tu correo o RUN y contraseña.' },
  /** The right password (or link) for an account whose e-mail is not confirmed yet: only then, so it reveals nothing to a stranger. */
  CUENTA_NO_CONFIRMADA: { status: 403, mensaje: 'Tu cuenta aún no está confirmada. Revisa tu correo o pide un nuevo código.' },
  /** The payment provider (api/src/premium/cobro.ts) refused the charge of the premium plan: nothing was recorded. */
  COBRO_RECHAZADO: { status: 402, mensaje: 'No pudimos procesar el pago del plan premium. No se hizo ningún cargo; inténtalo más tarde.' },
  /** No portal for that host name or idDominio. */
  DOMINIO_NO_ENCONTRADO: { status: 404 },
  OFERTA_NO_ENCONTRADA: { status: 404 },
  EMPRESA_NO_ENCONTRADA: { status: 404, mensaje: 'La empresa no existe.' },
  NOTICIA_NO_ENCONTRADA: { status: 404, mensaje: 'La noticia no existe.' },
  /** An event that does not exist, or that belongs to another portal than the idDominio asked with. */
  EVENTO_NO_ENCONTRADO: { status: 404, mensaje: 'El evento no existe.' },
  /** A salary report's position that no offer of the portal (live, or expired in the last 12 months) shows a salary for. */
  CARGO_SIN_SUELDOS: { status: 404, mensaje: 'No hay ofertas con sueldo publicado para ese cargo.' },
  /** A salary report that does not exist or is another candidate's: the same answer for both. */
  INFORME_NO_ENCONTRADO: { status: 404, mensaje: 'El informe de sueldo no existe.' },
  /** A CMS page that neither the portal nor every portal has (or a portal that does not exist). */
  PAGINA_NO_ENCONTRADA: { status: 404, mensaje: 'La página no existe.' },
  /** A fair call for an idDominio that is not a FERIA portal (or does not exist). */
  FERIA_NO_ENCONTRADA: { status: 404, mensaje: 'La feria no existe.' },
  /** A pavilion or stand that is not the fair's (or does not exist): the same answer for both. */
  PABELLON_NO_ENCONTRADO: { status: 404, mensaje: 'El pabellón no existe en esta feria.' },
  STAND_NO_ENCONTRADO: { status: 404, mensaje: 'El stand no existe en esta feria.' },
  /** An application that is not the signed-in candidate's (or does not exist): the same answer for both. */
  POSTULACION_NO_ENCONTRADA: { status: 404, mensaje: 'La postulación no existe.' },
  ENLACE_NO_ENCONTRADO: { status: 404, mensaje: 'El enlace no existe o fue eliminado.' },
  /** A recruiter's question that is not about one of the signed-in candidate's applications (or does not exist): the same answer for both. */
  PREGUNTA_NO_ENCONTRADA: { status: 404, mensaje: 'La pregunta no existe.' },
  RUTA_NO_ENCONTRADA: { status: 404 },
  /** A job alert that does not exist or is another candidate's (also through an e-mail link): the same answer for both. */
  ALERTA_NO_ENCONTRADA: { status: 404, mensaje: 'La alerta de empleo no existe o fue eliminada.' },
  /** A CV entry (experience, studies, language, skill) that does not exist or is another candidate's: the same answer for both. */
  CURRICULUM_ELEMENTO_NO_ENCONTRADO: { status: 404, mensaje: 'No encontramos ese elemento en tu currículum. Recarga la página.' },
  /** The CV file or photo asked for (download, deletion) was never uploaded or was removed. */
  ARCHIVO_NO_ENCONTRADO: { status: 404 },
  /** A password recovery request that does not exist or is over an hour old. */
  SOLICITUD_NO_ENCONTRADA: { status: 404, mensaje: 'La solicitud de recuperación no existe o expiró. Vuelve a empezar.' },
  /** Registration (or a new main e-mail) with an e-mail or document that another account has; the same words for both. */
  CUENTA_YA_EXISTE: { status: 409, mensaje: 'Ya existe una cuenta con esos datos. Ingresa o recupera tu contraseña.' },
  /** Ending the premium plan of an account that has none running (never subscribed, or already ended). */
  PLAN_PREMIUM_NO_VIGENTE: { status: 409, mensaje: 'No tienes un plan premium vigente.' },
  /** Applying to an offer that is no longer ACTIVA. */
  OFERTA_EXPIRADA: { status: 409, mensaje: 'Esta oferta ya no recibe postulaciones.' },
  YA_POSTULADO: { status: 409, mensaje: 'Ya postulaste a esta oferta.' },
  /** Pre-registration on a fair that does not offer it, or that already ended. */
  PRE_REGISTRO_NO_DISPONIBLE: { status: 409, mensaje: 'La preinscripción no está disponible para esta feria.' },
  /** A language or skill the CV already lists (compared without case). */
  CURRICULUM_DUPLICADO: { status: 409 },
  /** Withdrawing an application whose selection process has finished. */
  POSTULACION_FINALIZADA: { status: 409, mensaje: 'Esta postulación no se puede retirar porque el proceso ya finalizó.' },
  /** Withdrawing an application already withdrawn. */
  POSTULACION_YA_RETIRADA: { status: 409, mensaje: 'Ya retiraste esta postulación.' },
  /** A recruiter's question is answered once: the answer sent stays as it was. */
  PREGUNTA_YA_RESPONDIDA: { status: 409, mensaje: 'Ya respondiste esta pregunta.' },
  /** A second answer through the same alert e-mail link (vote, stimulus, unsubscribe): the first one stays. */
  RESPUESTA_DOBLE: { status: 409, mensaje: 'Ya respondiste a este correo. Guardamos tu primera respuesta.' },
  /** Counting an external-link click on an offer that is applied to on the portal. */
  SIN_LINK_EXTERNO: { status: 409, mensaje: 'Esta oferta no se postula en el sitio de la empresa.' },
  /** An e-mailed code or change token past its deadline, already used, or whose attempts ran out: the flow starts again. */
  CODIGO_EXPIRADO: { status: 410 },
  /** A multipart file over the 5 MB limit, cut off while it was read. */
  ARCHIVO_MUY_GRANDE: { status: 413, mensaje: 'Cada archivo puede pesar como máximo 5 MB.' },
  /** A file with a refused extension or whose bytes are another type (413 when its size is over 5 MB). */
  ARCHIVO_NO_VALIDO: { status: 422 },
  /** An offer only for members of some institutions, and the candidate is not one. */
  INSTITUCION_NO_VALIDA: { status: 422, mensaje: 'Esta oferta es solo para estudiantes y titulados de las instituciones indicadas.' },
  /** A quick application (origin POSTULA_FACIL*) to an offer that asks more than the portal's CV (admitePostulacionRapida). */
  POSTULACION_RAPIDA_NO_DISPONIBLE: { status: 422, mensaje: 'Esta oferta pide más que tu currículum: postula con el formulario completo.' },
  /** An unanswered question, an answer too long, a missing required document or CV. */
  POSTULACION_INCOMPLETA: { status: 422 },
  /** A CV section already holds its maximum of entries (LIMITES_CURRICULUM of the contract). */
  CURRICULUM_LIMITE: { status: 422 },
  /** A candidate already has the most job alerts allowed (MAX_ALERTAS of the contract). */
  ALERTAS_LIMITE: { status: 422, mensaje: 'Puedes tener hasta 20 alertas de empleo. Elimina una para crear otra.' },
  /** The candidate already has an alert with exactly these search parameters. */
  ALERTA_REPETIDA: { status: 409, mensaje: 'Ya tienes una alerta con esta misma búsqueda. Puedes cambiar su nombre o frecuencia en «Alertas de empleo».' },
  /** Too many failed logins from one address (any accounts); the message says how long to wait. */
  DEMASIADOS_INTENTOS: { status: 429 },
  /** Too many failed logins for one account (known or not); the message says how long to wait. */
  CUENTA_BLOQUEADA_TEMPORALMENTE: { status: 429 },
  /** Short links created by one address within a minute. */
  DEMASIADOS_ENLACES: { status: 429, mensaje: 'Creaste demasiados enlaces cortos en poco tiempo. Espera un minuto e inténtalo nuevamente.' },
  /** Registrations, e-mail and password recovery requests over their limits (per address, per identifier, per request). */
  DEMASIADAS_SOLICITUDES: { status: 429, mensaje: 'Hiciste demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo nuevamente.' },
  /** Offer cards one address had drawn within a minute (cards already drawn are not counted). */
  DEMASIADAS_TARJETAS: { status: 429, mensaje: 'Pediste demasiadas imágenes de ofertas en poco tiempo. Espera un minuto e inténtalo nuevamente.' },
  /** CV PDFs and data exports of one account: more at once, or more a minute, than its limits (Retry-After says when to retry). */
  DEMASIADOS_DOCUMENTOS: { status: 429, mensaje: 'Estás generando demasiados documentos en poco tiempo. Espera un momento e inténtalo nuevamente.' },
  /** Anything unexpected; logged with its stack, never shown. */
  ERROR_INTERNO: { status: 500, mensaje: 'Ocurrió un error inesperado. Inténtalo nuevamente.' },
  /** The database did not answer in time, or its worker died. */
  BASE_NO_DISPONIBLE: { status: 503, mensaje: 'El servicio no está disponible en este momento. Inténtalo en unos minutos.' },
  /** The upload folder cannot be written (disk full, read-only, no permission): nothing was changed; the message says which action failed. */
  ALMACEN_NO_DISPONIBLE: { status: 503 },
  /** The queue of offer cards to draw is full. */
  TARJETAS_OCUPADAS: { status: 503, mensaje: 'Estamos generando muchas imágenes en este momento. Inténtalo nuevamente en unos segundos.' },
  /** The queue of CV PDFs to draw is full (every account's). */
  DOCUMENTOS_OCUPADOS: { status: 503, mensaje: 'Estamos generando muchos documentos en este momento. Inténtalo nuevamente en unos segundos.' },
} as const satisfies Record<string, Entrada>;

/** The codes only the edge answers with; it also answers the api's SOLICITUD_INVALIDA and ERROR_INTERNO. */
export const ERRORES_BORDE = {
  /** The Host (or, behind a trusted proxy, X-Forwarded-Host) is not a host name: answered before anything else. */
  HOST_INVALIDO: { status: 400, mensaje: 'El encabezado Host de la solicitud no es un nombre de servidor válido.' },
  /** The body is larger than the edge lets through to the api (bodyLimit of the edge). */
  PROXY_CUERPO_DEMASIADO_GRANDE: { status: 413, mensaje: 'La solicitud es demasiado grande.' },
  /** The api refused or dropped the connection: down, restarting, or not where API_URL says. */
  PROXY_API_NO_DISPONIBLE: { status: 502, mensaje: 'El servicio no está disponible en este momento. Inténtalo nuevamente en unos minutos.' },
  /** The api accepted the connection but did not answer in time. */
  PROXY_API_SIN_RESPUESTA: { status: 504, mensaje: 'El servicio tardó demasiado en responder. Inténtalo nuevamente.' },
} as const satisfies Record<string, Entrada>;

export type CodigoErrorApi = keyof typeof ERRORES_API;
export type CodigoErrorBorde = keyof typeof ERRORES_BORDE;
/** The `code` of an error answer the browser receives, from the api or from the edge. */
export type CodigoError = CodigoErrorApi | CodigoErrorBorde;

/** The api's codes whose message never changes: `apiError(code)` needs no message for them. */
export type CodigoConMensajeFijo = { [C in CodigoErrorApi]: (typeof ERRORES_API)[C] extends { mensaje: string } ? C : never }[CodigoErrorApi];

/**
 * The codes of the shell's and the edge's log lines and fallback pages, so a report from a user ("me salió
 * PORTAL-REMOTE-001") or a log search leads straight to the cause.
 */
export const CODIGOS_REGISTRO = {
  /** A remote's manifest, entry or module could not be loaded (down, 500, broken JavaScript, timeout). */
  REMOTE_UNAVAILABLE: 'PORTAL-REMOTE-001',
  /** The remote loaded but has no page for the route: remote and route manifest are out of step. */
  REMOTE_PAGE_MISSING: 'PORTAL-REMOTE-002',
  /** /remotes.json is missing or malformed: the host cannot know where the remotes are. */
  REMOTES_CONFIG_INVALID: 'PORTAL-BOOT-001',
  /** The app configuration or the portal configuration could not be loaded at boot. */
  BOOT_FAILED: 'PORTAL-BOOT-002',
  /**
   * The page the edge rendered did not match the browser's first render (a remote that failed to load in the
   * browser, a component that reads the browser while rendering): React rendered that part again.
   */
  HYDRATION_MISMATCH: 'PORTAL-SSR-001',
  /** The edge could not render a page (remote code or data failed or was late): the browser renders it. */
  SSR_FALLBACK: 'SSR_FALLBACK',
  /** A page's remote widgets failed on the edge: it renders again with them left to the browser. */
  SSR_WIDGET: 'SSR_WIDGET',
  /** A render thread of the edge failed; the pool replaces it. */
  SSR_THREAD: 'SSR_THREAD',
} as const;

export type CodigoRegistro = (typeof CODIGOS_REGISTRO)[keyof typeof CODIGOS_REGISTRO];
