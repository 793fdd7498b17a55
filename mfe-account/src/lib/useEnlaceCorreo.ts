import { errorCode } from '@portal/shared/api';
import { esTokenEnlaceCorreo } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mensajeError } from './mensaje-error';

export type EstadoEnlace<T> =
  | { tipo: 'cargando' }
  | { tipo: 'listo'; enlace: T }
  | { tipo: 'enviando'; enlace: T }
  | { tipo: 'respondido'; enlace: T }
  | { tipo: 'error'; titulo: string; mensaje: string };

interface Explicacion {
  titulo: string;
  mensaje: string;
}

/** Why a link does not work, in words, by the api's code; every page explains an invalid link (a cut one too). */
export type Explicaciones = Readonly<Record<string, Explicacion> & { ENLACE_INVALIDO: Explicacion }>;

/** A token of another shape than the api signs is explained as an invalid link, without asking the api. */
function estadoInicial<T>(token: string, explicaciones: Explicaciones): EstadoEnlace<T> {
  if (esTokenEnlaceCorreo(token)) return { tipo: 'cargando' };
  return { tipo: 'error', ...explicaciones.ENLACE_INVALIDO };
}

/**
 * An e-mail link answered once, with its token as the only authority (no session): `leer` says what it is
 * about (a link already answered goes to `/correo/error/respuesta-doble`), then `responder` records the
 * answer; a second answer goes there too. A cut, forged, expired or foreign token ends in `error` with the
 * explanation of its code. `leer` and `explicaciones` must keep their identity between renders (useCallback,
 * a module constant): a new one reads the link again.
 */
export function useEnlaceCorreo<T extends { respondido: boolean }>(token: string, leer: () => Promise<T>, explicaciones: Explicaciones) {
  const navigate = useNavigate();
  const [estado, setEstado] = useState<EstadoEnlace<T>>(() => estadoInicial(token, explicaciones));
  const malformado = !esTokenEnlaceCorreo(token);
  const aDoble = useCallback(() => void navigate(href('correoRespuestaDoble'), { replace: true }), [navigate]);
  const aError = useCallback(
    async (error: unknown): Promise<EstadoEnlace<T>> => {
      const explicacion = explicaciones[errorCode(error) ?? ''];
      return { tipo: 'error', titulo: explicacion?.titulo ?? 'No pudimos leer el enlace', mensaje: explicacion?.mensaje ?? (await mensajeError(error)) };
    },
    [explicaciones],
  );

  useEffect(() => {
    if (malformado) return;
    let vigente = true;
    leer().then(
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
  }, [malformado, leer, aDoble, aError]);

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
