// The e-mails about an application, in the layout every e-mail of the portal shares (correo/plantillas.ts).
import type { Mensaje } from '../correo/bandeja';
import { componerCorreo } from '../correo/plantillas';

export interface DatosCorreoPostulacion {
  portal: string;
  para: string;
  nombres: string;
  cargo: string;
  empresa: string;
  /** The signed link of the page that answers it. */
  enlace: string;
}

interface Partes {
  asunto: string;
  parrafos: string[];
  boton: string;
  nota: string;
}

/** A mail to the candidate about one application: greeted by name, its one button to `d.enlace`. */
const alCandidato = (d: DatosCorreoPostulacion, { asunto, parrafos, boton, nota }: Partes): Mensaje =>
  componerCorreo({ portal: d.portal, para: d.para, asunto, saludo: `Hola, ${d.nombres}:`, parrafos, boton: { texto: boton, url: d.enlace }, nota });

/** Placement follow-up: "¿Fuiste contratado/a?" for an application, answered on /colocacion/respuesta/{token}. */
export const correoSeguimientoColocacion = (d: DatosCorreoPostulacion): Mensaje =>
  alCandidato(d, {
    asunto: `¿Fuiste contratado/a como ${d.cargo}?`,
    parrafos: [
      `Hace un tiempo postulaste a ${d.cargo} en ${d.empresa}. ¿Fuiste contratado/a?`,
      'Tu respuesta nos ayuda a mostrarte ofertas que te sirvan. Toma un clic y no necesitas ingresar a tu cuenta.',
    ],
    boton: 'Responder',
    nota: 'Recibes este correo porque postulaste a esta oferta en nuestro portal. El enlace sirve para una sola respuesta.',
  });

/** Mobility invitation: the process a company invited the candidate to, with the link to leave it. */
export const correoInvitacionMovilidad = (d: DatosCorreoPostulacion): Mensaje =>
  alCandidato(d, {
    asunto: `Te invitaron al proceso de ${d.cargo}`,
    parrafos: [
      `${d.empresa} te invitó a participar en su proceso de selección para ${d.cargo}, y ya estás en él: lo verás en «Mis postulaciones».`,
      'Si no te interesa participar, puedes desistir del proceso con el botón; la empresa dejará de considerarte para este cargo.',
    ],
    boton: 'Desistir del proceso',
    nota: 'Recibes este correo porque una empresa te invitó a un proceso de movilidad laboral. Si quieres seguir participando, no tienes que hacer nada.',
  });

/** The receipt of an application: what the candidate applied to, and where to follow it. */
export const correoPostulacionRecibida = (d: DatosCorreoPostulacion): Mensaje =>
  alCandidato(d, {
    asunto: `Postulaste a ${d.cargo}`,
    parrafos: [
      `Recibimos tu postulación a ${d.cargo} en ${d.empresa}. La empresa ya puede verla.`,
      'Sigue su avance en «Mis postulaciones»: ahí verás cuando revisen tu currículum, y podrás retirarla si cambias de opinión.',
    ],
    boton: 'Ver mis postulaciones',
    nota: 'Recibes este correo porque postulaste a esta oferta en nuestro portal.',
  });
