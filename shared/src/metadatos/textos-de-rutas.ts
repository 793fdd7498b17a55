import type { RouteName } from '@portal/shared/routes';

/** What a page is called in the document's title and how search engines and social cards describe it. */
export interface TextosDeRuta {
  /** Page title before the portal name is appended. */
  title: string;
  description: string;
}

const resultados = { title: 'Ofertas de empleo', description: 'Busca y filtra ofertas de empleo en Chile por cargo, lugar, área, jornada y sueldo.' };
const oferta = { title: 'Oferta de empleo', description: 'Detalle de la oferta de empleo.' };

/**
 * Each route's words for its head, by route name (a page that shows an offer, a landing or content says its own:
 * meta.ts). Apart from the route table, which every first view carries: the edge writes a page's head, and the
 * browser loads these with pageMeta() only when it writes one after a navigation (issue 27).
 */
export const TEXTOS_DE_RUTA = {
  home: { title: 'Ofertas de empleo', description: 'Busca entre miles de ofertas de empleo en Chile y postula en línea.' },
  feriaHome: {
    title: 'Feria laboral virtual',
    description: 'Recorre los pabellones de la feria laboral virtual y conoce a las empresas participantes.',
  },
  oferta,
  login: { title: 'Ingresa a tu cuenta', description: 'Ingresa con tu correo o RUN para postular y seguir tus postulaciones.' },
  logout: { title: 'Cerrando sesión', description: 'Cerrando tu sesión.' },
  empresasParticipantes: {
    title: 'Empresas participantes',
    description: 'Conoce las empresas que participan en la feria laboral virtual.',
  },
  noticias: { title: 'Noticias', description: 'Noticias y consejos sobre empleo y desarrollo laboral.' },
  auth: { title: 'Sesión iniciada', description: 'Confirma con qué cuenta tienes la sesión iniciada.' },
  sinSesion: { title: 'Sesión finalizada', description: 'Tu sesión ha finalizado: ingresa nuevamente para continuar.' },
  check: { title: 'Estado del portal', description: 'Estado de funcionamiento del portal, para monitoreo.' },
  dev: {
    title: 'Versiones y configuración',
    description: 'Versiones de las aplicaciones y configuración en uso (solo fuera de producción).',
  },
  pruebaError5: { title: 'Prueba de error', description: 'Página de prueba que provoca un error al mostrarse.' },
  pruebaError6: { title: 'Prueba de error asíncrono', description: 'Página de prueba que provoca un error asíncrono.' },
  trabajoEmpleo: resultados,
  trabajoEmpleoChile: { title: 'Ofertas de empleo en Chile', description: resultados.description },
  trabajoEmpleoCargo: resultados,
  trabajoEmpleoCargoOferta: oferta,
  landing: resultados,
  landingOferta: oferta,
  canal: resultados,
  canalOferta: oferta,
  categoria: resultados,
  categoriaOferta: oferta,
  loginToken: { title: 'Ingresando a tu cuenta', description: 'Ingreso a tu cuenta con el enlace que te enviamos por correo.' },
  loginExterno: { title: 'Ingresando a tu cuenta', description: 'Ingreso a tu cuenta desde un sitio asociado.' },
  cuentaCreada: { title: 'Cuenta creada', description: 'Tu cuenta está lista: ingresa para completar tus datos y postular.' },
  redirigir: { title: 'Redirigiendo', description: 'Te llevamos de vuelta a la página donde estabas.' },
  sinCuenta: { title: 'No encontramos tu cuenta', description: 'No hay una cuenta con esos datos: crea la tuya en pocos pasos.' },
  creaTuCurriculum: {
    title: 'Crea tu currículum',
    description: 'Crea tu cuenta para postular a ofertas de empleo y guardar tu currículum.',
  },
  registro: { title: 'Crea tu cuenta', description: 'Regístrate con tu nombre, tu documento de identidad y tu correo.' },
  validaTuCorreo: { title: 'Valida tu correo', description: 'Ingresa el código que te enviamos por correo para activar tu cuenta.' },
  recuperarContrasena: {
    title: 'Recupera tu contraseña',
    description: 'Crea una nueva contraseña con un código que te enviamos por correo.',
  },
  recuperarDocumento: { title: 'Recupera tu contraseña', description: 'Indica tu RUN o tu correo para recuperar tu contraseña.' },
  recuperarRecibirCodigo: {
    title: 'Recibe tu código de verificación',
    description: 'Elige dónde recibir el código para recuperar tu contraseña.',
  },
  recuperarIngresarCodigo: { title: 'Ingresa tu código', description: 'Ingresa el código de 6 dígitos que te enviamos.' },
  recuperarNuevaContrasena: { title: 'Crea una nueva contraseña', description: 'Elige tu nueva contraseña.' },
  recuperarTokenExpirado: {
    title: 'El código expiró',
    description: 'El código para recuperar tu contraseña ya no es válido: pide uno nuevo.',
  },
  datosBasicos: { title: 'Datos básicos', description: 'Completa tus datos de contacto para postular a ofertas de empleo.' },
  actualizaTusDatos: { title: 'Actualiza tus datos', description: 'Confirma que tus datos siguen vigentes o actualízalos.' },
  configuracionCuenta: {
    title: 'Configuración de la cuenta',
    description: 'Cambia tu contraseña o tu correo, descarga tus datos o elimina tu cuenta.',
  },
  cambioEmailPrincipal: { title: 'Cambio de correo principal', description: 'Confirma tu nuevo correo principal.' },
  noticiasCategoria: { title: 'Noticias', description: 'Noticias y consejos sobre empleo y desarrollo laboral, por tema.' },
  noticia: { title: 'Noticia', description: 'Noticias y consejos sobre empleo y desarrollo laboral.' },
  pagina: { title: 'Información', description: 'Información y ayuda para usar el portal de empleo.' },
  terminosYCondiciones: { title: 'Términos y condiciones', description: 'Las condiciones de uso del portal para quienes buscan empleo.' },
  politicaDePrivacidad: {
    title: 'Política de privacidad',
    description: 'Qué datos personales trata el portal, para qué, por cuánto tiempo y cómo ejercer tus derechos.',
  },
  politicaDeCookies: {
    title: 'Política de cookies',
    description: 'Las cookies y el almacenamiento del navegador que usa el portal, para qué sirven y cuánto duran.',
  },
  informeSueldoTeaser: {
    title: 'Informes de sueldo',
    description: 'Cuánto se paga por un cargo en Chile: mediana y rangos de los sueldos publicados en las ofertas, por región y experiencia.',
  },
  informesDeSueldo: {
    title: 'Informe de sueldo',
    description: 'Mediana y rangos del sueldo ofrecido para este cargo en Chile, por región y años de experiencia.',
  },
  informeSueldo: { title: 'Informe de sueldo completo', description: 'El informe completo de sueldo del cargo que pediste.' },
  planPremium: {
    title: 'Plan premium',
    description: 'Qué incluye el plan premium para candidatos: los informes de sueldo completos y cómo se compara tu perfil con el de los demás postulantes.',
  },
  misInformesDeSueldo: { title: 'Mis informes de sueldo', description: 'Los informes de sueldo que pediste, para volver a revisarlos.' },
  informesPerfilPostulantes: {
    title: 'Tu perfil frente a otros postulantes',
    description: 'Cómo se compara tu perfil con el de las demás personas que postularon a las mismas ofertas.',
  },
  correoCancelarSuscripcion: { title: 'Cancelar alerta de empleo', description: 'Deja de recibir los correos de una alerta de empleo.' },
  correoRespuestaEstimulo: { title: '¿Sigues buscando trabajo?', description: 'Cuéntanos si sigues buscando trabajo.' },
  correoVotacion: { title: '¿Te sirvió este correo?', description: 'Cuéntanos si las ofertas de tu alerta te sirvieron.' },
  colocacionRespuesta: { title: '¿Fuiste contratado/a?', description: 'Cuéntanos si te contrataron en el cargo al que postulaste.' },
  correoDesisteProceso: { title: 'Desistir del proceso', description: 'Deja un proceso de selección al que te invitaron.' },
  correoRespuestaDoble: { title: 'Ya respondiste', description: 'Ya recibimos tu respuesta a este correo.' },
  dashboard: { title: 'Mi cuenta', description: 'Tus postulaciones, tus ofertas guardadas y las ofertas recomendadas para ti.' },
  alertasDeEmpleo: {
    title: 'Alertas de empleo',
    description: 'Tus búsquedas guardadas: te enviamos por correo las ofertas nuevas de cada una.',
  },
  misPostulaciones: { title: 'Mis postulaciones', description: 'El estado de cada una de tus postulaciones, paso a paso.' },
  ofertasGuardadas: { title: 'Ofertas guardadas', description: 'Las ofertas de empleo que guardaste para revisar o postular después.' },
  ofertaGuardada: { title: 'Oferta guardada', description: 'Detalle de una oferta que guardaste.' },
  preguntasReclutadores: {
    title: 'Preguntas de reclutadores',
    description: 'Las preguntas que te hicieron los reclutadores sobre tus postulaciones, para responderlas.',
  },
  preguntaReclutador: {
    title: 'Pregunta de un reclutador',
    description: 'Lee la pregunta de un reclutador sobre tu postulación y respóndela.',
  },
  eventos: {
    title: 'Eventos de empleo',
    description: 'Ferias laborales, talleres de currículum y charlas de empleo en todo Chile, presenciales y en línea.',
  },
  evento: { title: 'Evento de empleo', description: 'Fecha, lugar, organizador e inscripción del evento de empleo.' },
  informacionDelEvento: { title: 'Información de los eventos', description: 'Qué son los eventos del portal y cómo participar en ellos.' },
  empresas: {
    title: 'Empresas con ofertas de empleo',
    description: 'Las empresas que publican ofertas de empleo en el portal, con sus ofertas vigentes.',
  },
  pabellon: { title: 'Pabellón de la feria', description: 'Las empresas de este pabellón de la feria laboral virtual y sus vacantes.' },
  stand: {
    title: 'Stand de la empresa',
    description: 'Conoce a la empresa en su stand de la feria: quiénes son, sus beneficios y sus ofertas. Deja tu CV.',
  },
  standOferta: { title: 'Oferta de empleo', description: 'Detalle de la oferta de empleo en el stand de la empresa.' },
  miCurriculum: { title: 'Currículum', description: 'Completa tu currículum, sube tu archivo y tu foto, y descárgalo en PDF.' },
  recomendadas: { title: 'Ofertas recomendadas', description: 'Ofertas de empleo que coinciden con tu currículum y tus preferencias.' },
  relacionadas: { title: 'Ofertas relacionadas', description: 'Ofertas parecidas a las que postulaste o guardaste.' },
} as const satisfies Readonly<Record<RouteName, TextosDeRuta>>;
