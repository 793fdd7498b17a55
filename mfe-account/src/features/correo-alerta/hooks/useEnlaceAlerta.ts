import { errorCode, leerEnlaceAlerta, type PropositoEnlaceAlerta } from '@portal/shared/api';
import type { EnlaceAlerta } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mensajeError } from '../../../lib/mensajeError';

export type EstadoEnlace =
  | { tipo: 'cargando' }
  | { tipo: 'listo'; enlace: EnlaceAlerta }
  | { tipo: 'enviando'; enlace: EnlaceAlerta }
  | { tipo: 'respondido'; enlace: EnlaceAlerta }
  | { tipo: 'error'; titulo: string; mensaje: string };

/** Why a link does not work, in words: the api's codes of a forged, expired or foreign token. */
const TITULOS: Record<string, string> = {
  ENLACE_INVALIDO: 'El enlace no es válido',
  ENLACE_EXPIRADO: 'El enlace expiró',
  ALERTA_NO_ENCONTRADA: 'Esta alerta ya no existe',
};
const MENSAJES: Record<string, string> = {
  ENLACE_INVALIDO: 'Revisa que hayas abierto el enlace completo desde el correo. Puedes administrar tus alertas desde tu cuenta.',
  ENLACE_EXPIRADO: 'Los enlaces de los correos de alertas duran 90 días. Puedes administrar tus alertas desde tu cuenta.',
  ALERTA_NO_ENCONTRADA: 'La alerta de este correo fue eliminada. Puedes crear otra desde cualquier búsqueda.',
};

async function aError(error: unknown): Promise<EstadoEnlace> {
  const codigo = errorCode(error) ?? '';
  return { tipo: 'error', titulo: TITULOS[codigo] ?? 'No pudimos leer el enlace', mensaje: MENSAJES[codigo] ?? (await mensajeError(error)) };
}

/**
 * An alert e-mail link: reads what it is about (a link already answered goes to `/correo/error/respuesta-doble`),
 * then `responder` records the answer once; a second answer goes there too.
 */
export function useEnlaceAlerta(token: string, proposito: PropositoEnlaceAlerta) {
  const navigate = useNavigate();
  const [estado, setEstado] = useState<EstadoEnlace>({ tipo: 'cargando' });
  const aDoble = useCallback(() => void navigate(href('correoRespuestaDoble'), { replace: true }), [navigate]);

  useEffect(() => {
    let vigente = true;
    leerEnlaceAlerta(token, proposito).then(
      (enlace) => {
        if (!vigente) return;
        if (enlace.respondido) aDoble();
        else setEstado({ tipo: 'listo', enlace });
      },
      async (error: unknown) => {
        const siguiente = await aError(error);
        if (vigente) setEstado(siguiente);
      },
    );
    return () => {
      vigente = false;
    };
  }, [token, proposito, aDoble]);

  async function responder(enviar: () => Promise<void>) {
    if (estado.tipo !== 'listo') return;
    const { enlace } = estado;
    setEstado({ tipo: 'enviando', enlace });
    try {
      await enviar();
      setEstado({ tipo: 'respondido', enlace });
    } catch (error) {
      if (errorCode(error) === 'RESPUESTA_DOBLE') aDoble();
      else setEstado(await aError(error));
    }
  }

  return { estado, responder };
}
