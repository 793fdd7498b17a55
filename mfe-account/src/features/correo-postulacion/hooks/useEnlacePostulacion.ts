import { leerEnlacePostulacion } from '@portal/shared/api';
import type { PropositoEnlacePostulacion } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useEnlaceCorreo, type Explicaciones } from '../../../lib/useEnlaceCorreo';

const EN_TU_CUENTA = 'Puedes ver tus postulaciones desde tu cuenta.';

/** Why a link does not work, in words: the api's codes of a forged, expired or foreign token, and of a process already left. */
const EXPLICACIONES: Record<PropositoEnlacePostulacion, Explicaciones> = {
  colocacion: {
    ENLACE_INVALIDO: { titulo: 'El enlace no es válido', mensaje: `Revisa que hayas abierto el enlace completo desde el correo. ${EN_TU_CUENTA}` },
    ENLACE_EXPIRADO: { titulo: 'El enlace expiró', mensaje: `Los enlaces de estos correos duran 90 días. ${EN_TU_CUENTA}` },
    POSTULACION_NO_ENCONTRADA: { titulo: 'Esta postulación ya no existe', mensaje: `No encontramos la postulación de este correo. ${EN_TU_CUENTA}` },
  },
  desiste: {
    ENLACE_INVALIDO: { titulo: 'El enlace no es válido', mensaje: `Revisa que hayas abierto el enlace completo desde el correo. ${EN_TU_CUENTA}` },
    ENLACE_EXPIRADO: { titulo: 'El enlace expiró', mensaje: `Los enlaces de las invitaciones duran 30 días. Puedes retirar tu postulación desde «Mis postulaciones».` },
    POSTULACION_NO_ENCONTRADA: { titulo: 'Este proceso ya no existe', mensaje: `No encontramos el proceso de esta invitación. ${EN_TU_CUENTA}` },
    POSTULACION_YA_RETIRADA: { titulo: 'Ya no estás en este proceso', mensaje: 'Retiraste esta postulación antes: la empresa ya no te considera para este cargo.' },
    POSTULACION_FINALIZADA: { titulo: 'Este proceso ya terminó', mensaje: `La empresa cerró el proceso de selección, así que no hay nada que desistir. ${EN_TU_CUENTA}` },
  },
};

/** A link of an e-mail about an application (useEnlaceCorreo): which application it is about, answered once. */
export function useEnlacePostulacion(token: string, proposito: PropositoEnlacePostulacion) {
  const leer = useCallback(() => leerEnlacePostulacion(token, proposito), [token, proposito]);
  return useEnlaceCorreo(token, leer, EXPLICACIONES[proposito]);
}
