import { href } from '@portal/shared/routes';
import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';
import { sessionAtom } from '@portal/shared/state';
import { useAtomValue } from 'jotai';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { BotonLink } from '../../../components/BotonLink';
import { Cargando } from '../../../components/Cargando';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';
import { destinoConSesion } from '../../../lib/sesion';
import { conVuelta, useVuelta } from '../../../lib/vuelta';

/** `/ingresa-a-tu-cuenta/cuenta-creada`: the account is ready; sign in to go on. */
export function CuentaCreadaPage() {
  const vuelta = useVuelta();
  return (
    <RedirigirConSesion>
      <FormCard title="¡Tu cuenta está lista!" intro="Ingresa con tu correo o RUN y tu contraseña para completar tus datos y postular.">
        <BotonLink to={conVuelta(href('login'), vuelta)}>Ingresar</BotonLink>
      </FormCard>
    </RedirigirConSesion>
  );
}

/** `/ingresa-a-tu-cuenta/sin-cuenta`: no account for that identity; invites to register. */
export function SinCuentaPage() {
  const vuelta = useVuelta();
  return (
    <RedirigirConSesion>
      <FormCard title="No encontramos tu cuenta" intro="No hay una cuenta con esos datos. Crea la tuya en pocos pasos para postular a ofertas de empleo.">
        <BotonLink to={conVuelta(href('registro'), vuelta)}>Crear mi cuenta</BotonLink>
        <CardLinks>
          <Link to={conVuelta(href('login'), vuelta)}>Ingresar con otra cuenta</Link>
        </CardLinks>
      </FormCard>
    </RedirigirConSesion>
  );
}

/**
 * `/ingresa-a-tu-cuenta/redirigir?redirect=…`: back to where the candidate came from (same-site paths only);
 * a visitor signs in first and comes back here.
 */
export function RedirigirPage() {
  const session = useAtomValue(sessionAtom);
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  if (session) return <Navigate to={destinoConSesion(session.candidato, redirect)} replace />;
  const login = conVuelta(href('login'), rutaDeVuelta(redirect, null));
  return (
    <>
      <Cargando texto="Redirigiendo…" />
      <Navigate to={login} replace />
    </>
  );
}
