// The help centre (/page/centro-de-ayuda), shared by every portal: what the portal really does, step by step.
// `{{portal}}` is the portal's name (paginas/pagina.ts writes it in when the page is read).
import type { PaginaSemilla } from './pagina-semilla';

const CUENTA = 'Tu cuenta';
const POSTULAR = 'Postular a ofertas';
const CURRICULUM = 'Tu currículum';
const ALERTAS = 'Alertas de empleo';
const DATOS = 'Tus datos y tu privacidad';
const CONTACTO = 'Contacto';

export const CENTRO_DE_AYUDA: PaginaSemilla = {
  idDominio: null,
  slug: 'centro-de-ayuda',
  titulo: 'Centro de ayuda',
  descripcion: 'Respuestas a las preguntas frecuentes sobre tu cuenta, tus postulaciones, tu currículum y tus datos en {{portal}}.',
  cuerpoHtml:
    '<p>Aquí encontrarás cómo crear tu cuenta, postular, seguir tus postulaciones y cuidar tus datos en {{portal}}. ' +
    'Si no encuentras tu respuesta, revisa la sección <strong>Contacto</strong> al final de esta página.</p>',
  preguntas: [
    {
      seccion: CUENTA,
      pregunta: '¿Cómo creo mi cuenta?',
      respuestaHtml:
        '<ol><li>Entra a <a href="/crea-tu-curriculum">Crea tu currículum</a>.</li>' +
        '<li>Escribe tu nombre, tu correo, tu RUN (o tu pasaporte si no tienes RUN) y una contraseña de al menos 8 caracteres con letras y números, que no contenga tu correo ni tu documento.</li>' +
        '<li>Acepta la <a href="/politica-de-privacidad">política de privacidad</a> y presiona <strong>Crear cuenta</strong>.</li>' +
        '<li>Te enviaremos a tu correo un código de 6 dígitos y un enlace, válidos por 30 minutos. Escribe el código en el portal o abre el enlace para confirmar tu correo.</li>' +
        '<li>Completa tus datos básicos (teléfono, región, comuna, fecha de nacimiento y nacionalidad). Con eso ya puedes postular.</li></ol>',
    },
    {
      seccion: CUENTA,
      pregunta: 'No me llegó el correo con el código, ¿qué hago?',
      respuestaHtml:
        '<p>Revisa tu carpeta de correo no deseado o spam y confirma que escribiste bien tu correo. Desde la pantalla del código puedes pedir uno nuevo (una vez por minuto); el código anterior deja de servir.</p>',
    },
    {
      seccion: CUENTA,
      pregunta: '¿Cómo ingreso a mi cuenta?',
      respuestaHtml:
        '<p>En <a href="/ingresa-a-tu-cuenta">Ingresa a tu cuenta</a> escribe tu correo o tu RUN y tu contraseña. Tu sesión se mantiene abierta hasta 7 días en ese navegador; usa <strong>Cerrar sesión</strong> si el computador es compartido.</p>',
    },
    {
      seccion: CUENTA,
      pregunta: 'Olvidé mi contraseña, ¿cómo la recupero?',
      respuestaHtml:
        '<ol><li>Entra a <a href="/recuperar-contrasena">Recuperar contraseña</a> y escribe tu correo o tu RUN.</li>' +
        '<li>Elige dónde recibir el código de verificación y escríbelo en el portal.</li>' +
        '<li>Crea tu nueva contraseña. Por seguridad, cerramos todas tus sesiones abiertas y vuelves a ingresar con la nueva.</li></ol>' +
        '<p>La solicitud vale por una hora: si pasa más tiempo, vuelve a empezar.</p>',
    },
    {
      seccion: CUENTA,
      pregunta: 'El portal dice que mi cuenta está bloqueada temporalmente',
      respuestaHtml:
        '<p>Después de 10 intentos fallidos de ingreso en 15 minutos bloqueamos la cuenta por 15 minutos para protegerla. Espera ese tiempo o <a href="/recuperar-contrasena">recupera tu contraseña</a>.</p>',
    },
    {
      seccion: CUENTA,
      pregunta: '¿Cómo cambio mi correo o mi contraseña?',
      respuestaHtml:
        '<p>Ingresa y abre <a href="/configuracion-cuenta">Configuración de la cuenta</a>. Para cambiar tu correo principal te enviamos un enlace de confirmación al correo nuevo: el cambio se hace cuando lo abres.</p>',
    },
    {
      seccion: POSTULAR,
      pregunta: '¿Cómo postulo a una oferta?',
      respuestaHtml:
        '<ol><li>Busca ofertas por cargo, lugar, área, jornada o sueldo y abre la que te interese.</li>' +
        '<li>Presiona <strong>Postular</strong>. Si no has ingresado, te pediremos hacerlo y volverás a la oferta.</li>' +
        '<li>Responde las preguntas de la empresa, adjunta los documentos que pida y elige enviar el currículum de tu perfil o un archivo.</li>' +
        '<li>Confirma. Verás el aviso de postulación enviada y la encontrarás en <a href="/mis-postulaciones">Mis postulaciones</a>.</li></ol>' +
        '<p>Algunas ofertas se postulan en el sitio de la empresa: en ese caso el botón te lleva a ese sitio.</p>',
    },
    {
      seccion: POSTULAR,
      pregunta: '¿Qué archivos puedo adjuntar?',
      respuestaHtml:
        '<p>Archivos <strong>doc, docx, jpg, jpeg, png, gif o pdf</strong> de hasta <strong>5 MB</strong> cada uno. La extensión debe estar en minúsculas (por ejemplo <code>cv.pdf</code>, no <code>cv.PDF</code>): si tu archivo la tiene en mayúsculas, cámbiale el nombre antes de subirlo.</p>',
    },
    {
      seccion: POSTULAR,
      pregunta: '¿Cómo sé en qué va mi postulación?',
      respuestaHtml:
        '<p>En <a href="/mis-postulaciones">Mis postulaciones</a> ves cada postulación con sus etapas y la fecha en que avanzó a cada una. Puedes filtrar por etapa o buscar por cargo o empresa.</p>',
    },
    {
      seccion: POSTULAR,
      pregunta: '¿Cómo retiro una postulación?',
      respuestaHtml:
        '<p>En <a href="/mis-postulaciones">Mis postulaciones</a> abre la postulación y presiona <strong>Retirar postulación</strong>. La empresa dejará de considerarte para esa oferta. No se puede retirar una postulación cuyo proceso ya terminó, y una postulación retirada no se puede recuperar.</p>',
    },
    {
      seccion: POSTULAR,
      pregunta: '¿Puedo guardar ofertas para después?',
      respuestaHtml:
        '<p>Sí. Presiona <strong>Guardar</strong> en una oferta y la encontrarás en <a href="/ofertas-guardadas">Ofertas guardadas</a>, aun cuando ya no reciba postulaciones.</p>',
    },
    {
      seccion: CURRICULUM,
      pregunta: '¿Cómo completo mi currículum?',
      respuestaHtml:
        '<p>En <a href="/mi-curriculum">Mi currículum</a> agrega tu experiencia, tus estudios, idiomas y habilidades; el porcentaje te muestra cuánto falta. También puedes subir tu currículum en un archivo (doc, docx o pdf, hasta 5 MB) y descargarlo en PDF.</p>',
    },
    {
      seccion: ALERTAS,
      pregunta: '¿Qué son las alertas de empleo?',
      respuestaHtml:
        '<p>Una alerta guarda una búsqueda y te avisa por correo cuando se publican ofertas nuevas que calzan con ella. Créalas y adminístralas en <a href="/alertas-de-empleo">Alertas de empleo</a>.</p>',
    },
    {
      seccion: ALERTAS,
      pregunta: '¿Cómo dejo de recibir una alerta?',
      respuestaHtml:
        '<p>Usa el enlace para cancelar la suscripción que viene al final de cada correo de alerta, o elimina la alerta en <a href="/alertas-de-empleo">Alertas de empleo</a>.</p>',
    },
    {
      seccion: DATOS,
      pregunta: '¿Cómo descargo mis datos?',
      respuestaHtml:
        '<p>En <a href="/configuracion-cuenta">Configuración de la cuenta</a>, sección <strong>Tus datos</strong>, presiona <strong>Descargar mis datos</strong>. Recibirás un archivo JSON con tu perfil, tu currículum, tus postulaciones, tus ofertas guardadas, tus alertas y tus consentimientos.</p>',
    },
    {
      seccion: DATOS,
      pregunta: '¿Cómo elimino mi cuenta?',
      respuestaHtml:
        '<p>En <a href="/configuracion-cuenta">Configuración de la cuenta</a> presiona <strong>Eliminar mi cuenta</strong> y confirma. Se borran tu perfil, tu currículum, tus postulaciones, tus ofertas guardadas y tus alertas. No se puede deshacer. Lee más en la <a href="/politica-de-privacidad">política de privacidad</a>.</p>',
    },
    {
      seccion: CONTACTO,
      pregunta: '¿Cómo me comunico con {{portal}}?',
      respuestaHtml:
        '<p>Escríbenos a <a href="mailto:ayuda@portal.cl">ayuda@portal.cl</a> con tu nombre, el correo de tu cuenta y lo que necesitas; respondemos en un máximo de 2 días hábiles. ' +
        'Para ejercer tus derechos sobre tus datos personales escribe a <a href="mailto:privacidad@portal.cl">privacidad@portal.cl</a>. Nunca te pediremos tu contraseña.</p>' +
        '<p>Sobre una oferta o un proceso de selección en particular, contacta directamente a la empresa que publicó la oferta.</p>',
    },
  ],
};
