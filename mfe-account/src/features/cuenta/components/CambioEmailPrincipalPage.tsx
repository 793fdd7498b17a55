import { confirmarCambioCorreo, errorCode } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { Alert, Button } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BotonLink } from '../../../components/BotonLink';
import { Cargando } from '../../../components/Cargando';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { mensajeError } from '../../../lib/mensaje-error';
import { useActualizarCandidato } from '../../../lib/sesion';
import { olvidar, unaVez } from '../../../lib/una-vez';

type Resultado = { tipo: 'cambiado'; correo: string } | { tipo: 'rechazado' | 'sin-conexion'; mensaje: string };

/** `/cambio-email-principal/{token}`: the link sent to the new address confirms it (the token is the proof). */
export function CambioEmailPrincipalPage() {
  const { token = '' } = useParams();
  const actualizarCandidato = useActualizarCandidato();
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    let vigente = true;
    const clave = `correo:${token}`;
    unaVez(clave, () => confirmarCambioCorreo(token)).then(
      ({ correo }) => {
        if (!vigente) return;
        actualizarCandidato({ correo });
        setResultado({ tipo: 'cambiado', correo });
      },
      async (error: unknown) => {
        const rechazado = errorCode(error) !== null;
        if (!rechazado) olvidar(clave);
        const mensaje = await mensajeError(error, 'El enlace no es válido.');
        if (vigente) setResultado({ tipo: rechazado ? 'rechazado' : 'sin-conexion', mensaje });
      },
    );
    return () => { vigente = false; };
  }, [token, intento, actualizarCandidato]);

  if (!resultado) return <Cargando texto="Confirmando tu nuevo correo…" />;
  if (resultado.tipo === 'cambiado') {
    return (
      <FormCard title="Tu correo principal cambió" intro={`Desde ahora ingresas y recibes nuestros avisos en ${resultado.correo}.`}>
        <BotonLink to={href('home')}>Ir al inicio</BotonLink>
      </FormCard>
    );
  }
  if (resultado.tipo === 'sin-conexion') {
    return (
      <FormCard title="No pudimos confirmar tu correo">
        <Alert>{resultado.mensaje}</Alert>
        <Button type="button" onClick={() => { setResultado(null); setIntento((n) => n + 1); }}>
          Reintentar
        </Button>
      </FormCard>
    );
  }
  return (
    <FormCard title="El enlace no es válido" intro="Puede que haya expirado o que ya se haya usado. Pide un nuevo enlace desde la configuración de tu cuenta.">
      <Alert>{resultado.mensaje}</Alert>
      <CardLinks>
        <Link to={href('configuracionCuenta')}>Ir a la configuración de la cuenta</Link>
      </CardLinks>
    </FormCard>
  );
}
