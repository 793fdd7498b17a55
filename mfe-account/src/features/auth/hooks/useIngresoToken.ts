import { errorCode, ingresarConToken } from '@portal/shared/api';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mensajeError } from '../../../lib/mensaje-error';
import { destinoConSesion, useIniciarSesion } from '../../../lib/sesion';
import { olvidar, unaVez } from '../../../lib/una-vez';
import { olvidarVuelta, useVuelta } from '../../../lib/vuelta';

export type FalloToken = { tipo: 'rechazado'; codigo: string | null; mensaje: string } | { tipo: 'sin-conexion'; mensaje: string };

export interface IngresoToken {
  fallo: FalloToken | null;
  reintentar: () => void;
}

/**
 * Signs in with the token of the URL once (it is single use), starts the session like the password sign-in
 * and goes on by the registration state. A refused token stays on the page with the api's Spanish reason.
 */
export function useIngresoToken(token: string, externo: boolean): IngresoToken {
  const iniciarSesion = useIniciarSesion();
  const navigate = useNavigate();
  // The registration e-mail's link carries no `redirect`: the way back kept when the visitor signed up.
  const vuelta = useVuelta({ tambienGuardada: true });
  const [fallo, setFallo] = useState<FalloToken | null>(null);
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    let vigente = true;
    const clave = `${externo ? 'externo' : 'correo'}:${token}`;
    unaVez(clave, () => ingresarConToken({ token, externo })).then(
      (respuesta) => {
        if (!vigente) return;
        iniciarSesion(respuesta);
        void navigate(destinoConSesion(respuesta.candidato, vuelta), { replace: true });
        olvidarVuelta();
      },
      async (error: unknown) => {
        const codigo = errorCode(error);
        if (!codigo) olvidar(clave);
        const mensaje = await mensajeError(error, 'El enlace no es válido.');
        if (vigente) setFallo(codigo ? { tipo: 'rechazado', codigo, mensaje } : { tipo: 'sin-conexion', mensaje });
      },
    );
    return () => { vigente = false; };
  }, [token, externo, intento, iniciarSesion, navigate, vuelta]);

  return {
    fallo,
    reintentar: () => {
      setFallo(null);
      setIntento((n) => n + 1);
    },
  };
}
