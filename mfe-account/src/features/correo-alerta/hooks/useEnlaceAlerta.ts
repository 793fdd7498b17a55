import { leerEnlaceAlerta, type PropositoEnlaceAlerta } from '@portal/shared/api';
import { useCallback } from 'react';
import { useEnlaceCorreo, type Explicaciones } from '../../../lib/useEnlaceCorreo';

/** Why a link does not work, in words: the api's codes of a forged, expired or foreign token. */
const EXPLICACIONES: Explicaciones = {
  ENLACE_INVALIDO: {
    titulo: 'El enlace no es válido',
    mensaje: 'Revisa que hayas abierto el enlace completo desde el correo. Puedes administrar tus alertas desde tu cuenta.',
  },
  ENLACE_EXPIRADO: { titulo: 'El enlace expiró', mensaje: 'Los enlaces de los correos de alertas duran 90 días. Puedes administrar tus alertas desde tu cuenta.' },
  ALERTA_NO_ENCONTRADA: { titulo: 'Esta alerta ya no existe', mensaje: 'La alerta de este correo fue eliminada. Puedes crear otra desde cualquier búsqueda.' },
};

/** An alert e-mail link (useEnlaceCorreo): what alert it is about, answered once. */
export function useEnlaceAlerta(token: string, proposito: PropositoEnlaceAlerta) {
  const leer = useCallback(() => leerEnlaceAlerta(token, proposito), [token, proposito]);
  return useEnlaceCorreo(token, leer, EXPLICACIONES);
}
