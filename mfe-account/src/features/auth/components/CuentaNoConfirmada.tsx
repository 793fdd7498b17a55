import { reenviarCorreo } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { Alert, SecondaryButton } from '@portal/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { mensajeError } from '../../../lib/mensaje-error';
import { conVuelta, useVuelta } from '../../../lib/vuelta';

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const esCorreo = (usuario: string) => usuario.includes('@');

/**
 * The account exists but its e-mail is not confirmed: the api's message, and a new e-mail with the code.
 * Signed in with a RUN, the e-mail is unknown here, so the code page asks for it.
 */
export function CuentaNoConfirmada({ mensaje, usuario }: { mensaje: string; usuario: string }) {
  const [estado, setEstado] = useState<'inicial' | 'enviando' | 'enviado'>('inicial');
  const [error, setError] = useState<string | null>(null);
  const validar = conVuelta(href('validaTuCorreo'), useVuelta(), esCorreo(usuario) ? { correo: usuario } : {});

  async function reenviar() {
    setEstado('enviando');
    setError(null);
    try {
      await reenviarCorreo({ correo: usuario });
      setEstado('enviado');
    } catch (failure) {
      setError(await mensajeError(failure));
      setEstado('inicial');
    }
  }

  return (
    <Box>
      <Alert>{mensaje}</Alert>
      {estado === 'enviado' ? <Alert tone="info">Te enviamos un nuevo correo a {usuario}. Revisa también tu carpeta de spam.</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {esCorreo(usuario) && estado !== 'enviado' ? (
        <SecondaryButton type="button" disabled={estado === 'enviando'} onClick={() => void reenviar()}>
          {estado === 'enviando' ? 'Enviando…' : 'Reenviar correo'}
        </SecondaryButton>
      ) : null}
      <Link to={validar}>{esCorreo(usuario) ? 'Ingresar el código del correo' : 'Reenviar correo'}</Link>
    </Box>
  );
}
