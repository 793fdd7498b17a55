// The legal pages, shared by every portal until a portal writes its own: terms, privacy (Ley 19.628 as
// amended by Ley 21.719) and cookies. They describe what the portal really does: the account settings
// (download my data, change e-mail, delete the account) and the cookies and storage keys the code writes.
import type { PaginaSemilla } from './pagina-semilla';

const PRIVACIDAD = '<a href="mailto:privacidad@portal.cl">privacidad@portal.cl</a>';

/** The company that runs the demo portals: a portal with its own legal entity writes its own pages. */
export const RESPONSABLE = {
  razonSocial: 'Servicios de Empleo Digital SpA',
  rut: '76.543.210-3',
  domicilio: 'Av. Providencia 1208, oficina 501, Providencia, Región Metropolitana',
};
const QUIEN =
  `${RESPONSABLE.razonSocial}, RUT ${RESPONSABLE.rut}, con domicilio en ${RESPONSABLE.domicilio}`;

/** The date of the pages' current version, shown as "Actualizada el …" (not the day the database was seeded). */
export const VERSION_LEGAL = '2026-11-01T03:00:00Z';
/** The cookie policy's: the consent notice before measuring cookies (migration 030 brings it to older databases). */
export const VERSION_COOKIES = '2026-11-27T03:00:00Z';
/** The privacy policy's (version 2026-12): measuring rests on consent (migration 031 brings it to older databases). */
export const VERSION_PRIVACIDAD = '2026-11-27T03:00:00Z';
const CONFIGURACION = '<a href="/configuracion-cuenta">Configuración de la cuenta</a>';

export const TERMINOS: PaginaSemilla = {
  idDominio: null,
  actualizada: VERSION_LEGAL,
  slug: 'terminos-y-condiciones',
  titulo: 'Términos y condiciones',
  descripcion: 'Las condiciones de uso de {{portal}} para quienes buscan empleo.',
  cuerpoHtml: [
    '<p>Estos términos regulan el uso de {{portal}}, un portal para buscar ofertas de empleo y postular a ellas. Al crear tu cuenta los aceptas; si no estás de acuerdo, no uses el portal.</p>',
    `<p>{{portal}} es operado por ${QUIEN} (en adelante, «nosotros»).</p>`,
    '<h2>El servicio</h2>',
    '<p>{{portal}} publica ofertas de empleo de empresas e instituciones, te permite guardar tu currículum, postular, guardar ofertas y recibir alertas por correo. Buscar y leer ofertas es libre; postular, guardar ofertas y crear alertas requiere una cuenta. El servicio es gratuito para quienes buscan empleo.</p>',
    '<h2>Tu cuenta</h2>',
    '<ul><li>La cuenta es personal: usa tus datos reales y un solo RUN o pasaporte por cuenta.</li>',
    '<li>Cuida tu contraseña y no la compartas. Si crees que alguien más la conoce, cámbiala en ' + CONFIGURACION + '.</li>',
    '<li>Eres responsable de que tu currículum y tus respuestas sean verdaderos.</li>',
    '<li>Puedes eliminar tu cuenta cuando quieras desde ' + CONFIGURACION + '.</li></ul>',
    '<h2>Las ofertas y las postulaciones</h2>',
    '<p>Cada oferta la publica la empresa que contrata, que es responsable de su contenido y de su proceso de selección. {{portal}} no garantiza que una postulación termine en una contratación. Al postular, envías tu currículum, tus respuestas y tus documentos a esa empresa.</p>',
    '<p><strong>Nunca debes pagar para postular a una oferta.</strong> Si una oferta te pide dinero, datos bancarios o claves, no respondas y avísanos a <a href="mailto:ayuda@portal.cl">ayuda@portal.cl</a>.</p>',
    '<h2>Usos no permitidos</h2>',
    '<ul><li>Suplantar a otra persona o crear cuentas con datos falsos.</li>',
    '<li>Extraer ofertas o datos del portal de forma automatizada o masiva sin autorización.</li>',
    '<li>Intentar acceder a cuentas ajenas, sobrecargar el servicio o eludir sus medidas de seguridad.</li>',
    '<li>Subir archivos con código malicioso o contenido ilícito.</li></ul>',
    '<p>Podemos suspender o cerrar una cuenta que no cumpla estos términos.</p>',
    '<h2>Propiedad intelectual</h2>',
    '<p>El diseño, los textos y el software del portal pertenecen a {{portal}} o a sus licenciantes. Las ofertas pertenecen a las empresas que las publican. Tu currículum sigue siendo tuyo.</p>',
    '<h2>Tus datos personales</h2>',
    '<p>Tratamos tus datos según la <a href="/politica-de-privacidad">política de privacidad</a> y usamos cookies según la <a href="/politica-de-cookies">política de cookies</a>.</p>',
    '<h2>Cambios y ley aplicable</h2>',
    '<p>Podemos actualizar estos términos; publicaremos la nueva versión en esta página con su fecha. Se rigen por las leyes de la República de Chile.</p>',
    '<h2>Contacto</h2>',
    '<p>Escríbenos a <a href="mailto:ayuda@portal.cl">ayuda@portal.cl</a> o revisa el <a href="/page/centro-de-ayuda">centro de ayuda</a>.</p>',
  ].join(''),
};

export const PRIVACIDAD_PAGINA: PaginaSemilla = {
  idDominio: null,
  actualizada: VERSION_PRIVACIDAD,
  slug: 'politica-de-privacidad',
  titulo: 'Política de privacidad',
  descripcion: 'Qué datos personales trata {{portal}}, para qué, por cuánto tiempo y cómo ejercer tus derechos.',
  cuerpoHtml: [
    '<p>Esta política explica cómo {{portal}} trata tus datos personales, conforme a la Ley N° 19.628 sobre protección de la vida privada y sus modificaciones, incluida la Ley N° 21.719. Versión 2026-12.</p>',
    '<h2>Responsable y contacto</h2>',
    `<p>El responsable del tratamiento de los datos de tu cuenta en {{portal}} es ${QUIEN}. Para cualquier consulta sobre tus datos o para ejercer tus derechos escribe a ${PRIVACIDAD}.</p>`,
    '<h2>Qué datos tratamos</h2>',
    '<ul><li><strong>Identificación y contacto:</strong> nombres, apellidos, RUN o pasaporte, correo, teléfono, región y comuna, fecha de nacimiento, género y nacionalidad.</li>',
    '<li><strong>Currículum:</strong> experiencia, estudios, idiomas, habilidades, y el archivo y la foto que subas.</li>',
    '<li><strong>Postulaciones:</strong> a qué ofertas postulaste, tus respuestas, los documentos que adjuntaste y las etapas de cada proceso; también tus ofertas guardadas y tus alertas.</li>',
    '<li><strong>Consentimientos:</strong> la versión de esta política que aceptaste y su fecha.</li>',
    '<li><strong>Seguridad:</strong> sesiones abiertas, intentos fallidos de ingreso y la dirección IP desde la que se hicieron.</li>',
    '<li><strong>Navegación:</strong> las cookies y el almacenamiento descritos en la <a href="/politica-de-cookies">política de cookies</a>.</li></ul>',
    '<h2>Para qué los usamos y con qué base</h2>',
    '<table><thead><tr><th scope="col">Finalidad</th><th scope="col">Base de licitud</th></tr></thead><tbody>',
    '<tr><td>Crear y administrar tu cuenta, guardar tu currículum y mostrarte tus postulaciones</td><td>La relación que aceptas en los <a href="/terminos-y-condiciones">términos y condiciones</a></td></tr>',
    '<tr><td>Enviar tu postulación (currículum, respuestas y documentos) a la empresa que publicó la oferta, o dejar tu currículum a una empresa cuando lo pides</td><td>Tu solicitud, en ejecución de esa relación</td></tr>',
    '<tr><td>Enviarte alertas de empleo por correo</td><td>Tu consentimiento, que retiras al cancelar la alerta</td></tr>',
    '<tr><td>Enviarte códigos y avisos de tu cuenta (confirmación, recuperación de contraseña, cambio de correo)</td><td>La relación contractual y la seguridad de tu cuenta</td></tr>',
    '<tr><td>Proteger las cuentas: bloquear intentos repetidos de ingreso y cerrar sesiones</td><td>Interés legítimo en la seguridad del servicio</td></tr>',
    '<tr><td>Medir el uso del portal, solo cuando el portal tiene activado un administrador de etiquetas</td><td>Tu consentimiento, que das con «Aceptar» en el aviso de cookies y retiras cuando quieras en «Configurar cookies», al pie de cada página</td></tr>',
    '<tr><td>Responder requerimientos de autoridades</td><td>Cumplimiento de una obligación legal</td></tr>',
    '</tbody></table>',
    '<p>No vendemos tus datos ni los usamos para tomar decisiones automatizadas que te afecten.</p>',
    '<h2>Con quién los compartimos</h2>',
    '<p>Solo con la empresa a la que postulas o a la que decides dejar tu currículum, que los trata como responsable de su propio proceso de selección, y con los proveedores que alojan el portal y envían sus correos, que los tratan por encargo nuestro y bajo nuestras instrucciones.</p>',
    '<h2>Por cuánto tiempo</h2>',
    '<ul><li>Los datos de tu cuenta, tu currículum, postulaciones, ofertas guardadas y alertas: mientras tengas tu cuenta. Al eliminarla se borran de inmediato, junto con tus archivos y tus sesiones.</li>',
    '<li>Las sesiones duran hasta 7 días; los códigos de confirmación, 30 minutos; las solicitudes de recuperación de contraseña, 1 hora.</li>',
    '<li>Los intentos fallidos de ingreso se usan para bloqueos de 15 minutos.</li>',
    '<li>Las copias que ya recibió una empresa al postular quedan bajo la responsabilidad de esa empresa: ejerce tus derechos también ante ella.</li></ul>',
    '<h2>Tus derechos y cómo ejercerlos</h2>',
    '<p>Tienes derecho de acceso, rectificación, supresión, oposición, portabilidad y bloqueo de tus datos. Puedes ejercer varios por tu cuenta, al instante:</p>',
    '<ul><li><strong>Acceso y portabilidad:</strong> en ' + CONFIGURACION + ', sección Tus datos, presiona <strong>Descargar mis datos</strong> y recibirás un archivo JSON con todo lo que guardamos sobre ti.</li>',
    '<li><strong>Rectificación:</strong> corrige tus datos en <a href="/datos-basicos">Mis datos</a> y en <a href="/mi-curriculum">Mi currículum</a>; cambia tu correo en ' + CONFIGURACION + ', sección Cambiar correo principal.</li>',
    '<li><strong>Supresión:</strong> en ' + CONFIGURACION + ' presiona <strong>Eliminar mi cuenta</strong>.</li>',
    '<li><strong>Oposición a las alertas:</strong> cancela la alerta desde el enlace de sus correos o en <a href="/alertas-de-empleo">Alertas de empleo</a>.</li></ul>',
    '<p>Para los demás derechos, o si no puedes ingresar a tu cuenta, escribe a ' + PRIVACIDAD + ' desde el correo de tu cuenta indicando qué derecho quieres ejercer. Responderemos dentro de 30 días corridos. Si no quedas conforme, puedes reclamar ante la Agencia de Protección de Datos Personales.</p>',
    '<h2>Seguridad</h2>',
    '<p>Guardamos tu contraseña cifrada con un algoritmo de derivación de claves, nunca en texto legible; tus archivos se guardan en un almacenamiento privado y el portal se usa sobre conexiones cifradas. Nunca te pediremos tu contraseña por correo ni por teléfono.</p>',
    '<h2>Cambios</h2>',
    '<p>Si cambiamos esta política publicaremos la nueva versión en esta página, con su fecha, y te la mostraremos para que la aceptes cuando corresponda.</p>',
  ].join(''),
};

const fila = (...celdas: string[]) => `<tr>${celdas.map((c, i) => (i === 0 ? `<th scope="row"><code>${c}</code></th>` : `<td>${c}</td>`)).join('')}</tr>`;
const tabla = (filas: string[]) =>
  '<table><thead><tr><th scope="col">Nombre</th><th scope="col">Para qué</th><th scope="col">Duración</th></tr></thead><tbody>' + filas.join('') + '</tbody></table>';

export const COOKIES: PaginaSemilla = {
  idDominio: null,
  actualizada: VERSION_COOKIES,
  slug: 'politica-de-cookies',
  titulo: 'Política de cookies',
  descripcion: 'Las cookies y el almacenamiento del navegador que usa {{portal}}, para qué sirven y cuánto duran.',
  cuerpoHtml: [
    '<p>Una cookie es un pequeño archivo que el portal guarda en tu navegador. También usamos el almacenamiento local del navegador (localStorage y sessionStorage), que funciona de forma parecida. Aquí está todo lo que {{portal}} guarda en tu navegador.</p>',
    `<p>Responsable: ${QUIEN}.</p>`,
    '<h2>Cookies necesarias</h2>',
    '<p>Sin ellas el portal no puede mantener tu sesión ni funcionar como esperas. Son propias del portal, solo se envían por conexiones seguras cuando el portal usa https, y no se comparten con otros sitios.</p>',
    tabla([
      fila('loginComunidad', 'Mantiene tu sesión abierta: guarda la credencial con la que el portal te identifica', '7 días, o hasta que cierres sesión'),
      fila('candidatoComunidad', 'Recuerda tu número de candidato y si completaste tus datos básicos', '7 días, o hasta que cierres sesión'),
      fila('idNavegador', 'Identificador aleatorio de este navegador, creado en tu primera visita. No contiene datos personales y el portal no lo asocia a tu cuenta', 'El máximo que permite tu navegador (Chrome lo limita a 400 días)'),
      fila('accesoFeria', 'Solo en ferias laborales: recuerda si la feria está abierta para este navegador y si tienes acceso temporal', 'Hasta que cierres el navegador'),
    ]),
    '<h2>Almacenamiento del navegador</h2>',
    tabla([
      fila('configuracionPortal', 'Guarda la configuración del portal (nombre, tipo, colores) para que cargue más rápido (localStorage)', '60 minutos'),
      fila('recuperacionContrasena', 'Recuerda en qué paso de la recuperación de contraseña vas (sessionStorage)', 'Hasta que cierres la pestaña'),
      fila('semillaBusqueda', 'Mantiene el mismo orden cuando eliges ver ofertas en orden aleatorio (sessionStorage)', 'Hasta que cierres la pestaña'),
      fila('consentimientoCookies', 'Recuerda si aceptaste o rechazaste las cookies de medición, para no preguntarte en cada visita (localStorage)', '6 meses'),
      fila('portal:chunk-reload:…', 'Evita recargar la página más de una vez cada 10 segundos si falla la descarga de una parte del portal (sessionStorage)', 'Hasta que cierres la pestaña'),
    ]),
    '<h2>Cookies de medición de terceros</h2>',
    '<p>Solo si el portal mide las visitas, con un administrador de etiquetas (Google Tag Manager) o con la medición de rendimiento, te preguntamos en tu primera visita, con un aviso al pie de la página, si lo aceptas. Mientras no eliges, y si presionas <strong>Rechazar</strong>, no se carga ni se instala nada de ellos. Solo si presionas <strong>Aceptar</strong> se carga el administrador de etiquetas, que puede instalar cookies como <code>_ga</code> y <code>_ga_*</code> de Google Analytics, que duran hasta 2 años y sirven para contar visitas y saber qué páginas se usan. Las trata Google según su propia política de privacidad. Si el portal no mide las visitas, no hay aviso porque no se instala nada de terceros.</p>',
    '<p>Tu elección se guarda 6 meses; después te volvemos a preguntar. Puedes cambiarla cuando quieras con <strong>Configurar cookies</strong>, al pie de cada página: si retiras tu aceptación, el portal avisa al administrador de etiquetas, borra las cookies de medición y lo que guardó la medición de rendimiento, que deja de medir desde la página siguiente.</p>',
    '<p>La medición de rendimiento (BugSnag Performance), cuando el portal la usa, también espera tu <strong>Aceptar</strong>: mide cuánto tardan las páginas en cargar y guarda en el almacenamiento local <code>bugsnag-sampling-probability</code>, la proporción de mediciones que debe enviar, que renueva cada 24 horas. El registro de errores recibe los errores de la página sin instalar cookies ni guardar nada en tu navegador.</p>',
    '<h2>Cómo administrarlas</h2>',
    '<p>Las cookies de medición, con <strong>Configurar cookies</strong> al pie de la página. Además, puedes ver y borrar las cookies y el almacenamiento desde la configuración de tu navegador, y bloquear las de terceros. Si borras <code>loginComunidad</code> o <code>candidatoComunidad</code> se cerrará tu sesión; si bloqueas todas las cookies no podrás ingresar a tu cuenta.</p>',
    '<p>Más información en la <a href="/politica-de-privacidad">política de privacidad</a>. Consultas: ' + PRIVACIDAD + '.</p>',
  ].join(''),
};
