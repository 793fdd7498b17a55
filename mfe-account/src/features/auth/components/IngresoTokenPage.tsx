import { href } from '@portal/shared/routes';
import { Alert, Button } from '@portal/shared/ui';
import { Link, useParams } from 'react-router-dom';
import { Cargando } from '../../../components/Cargando';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { useIngresoToken, type FalloToken } from '../hooks/useIngresoToken';

const TITULOS: Record<string, string> = {
  ENLACE_EXPIRADO: 'El enlace expiró',
  ENLACE_USADO: 'El enlace ya fue usado',
};

/** A refused link: why, in Spanish, and the ways forward (sign in, recover, a new code). */
function EnlaceRechazado({ fallo, reintentar }: { fallo: FalloToken; reintentar: () => void }) {
  if (fallo.tipo === 'sin-conexion') {
    return (
      <FormCard title="No pudimos ingresar">
        <Alert>{fallo.mensaje}</Alert>
        <Button type="button" onClick={reintentar}>
          Reintentar
        </Button>
      </FormCard>
    );
  }
  return (
    <FormCard
      title={TITULOS[fallo.codigo ?? ''] ?? 'El enlace no es válido'}
      intro="Por tu seguridad, cada enlace sirve una sola vez y por poco tiempo. Puedes ingresar con tu contraseña o pedir un correo nuevo."
    >
      <Alert>{fallo.mensaje}</Alert>
      <CardLinks>
        <Link to={href('login')}>Ingresar con mi contraseña</Link>
        <Link to={href('validaTuCorreo')}>Pedir un nuevo código</Link>
        <Link to={href('recuperarContrasena')}>¿Olvidaste tu contraseña?</Link>
      </CardLinks>
    </FormCard>
  );
}

function IngresoConToken({ externo }: { externo: boolean }) {
  const { jwt = '' } = useParams();
  const { fallo, reintentar } = useIngresoToken(jwt, externo);
  if (fallo) return <EnlaceRechazado fallo={fallo} reintentar={reintentar} />;
  return <Cargando texto="Ingresando a tu cuenta…" />;
}

/** `/ingresa-a-tu-cuenta/{jwt}`: the link of an e-mail (it also confirms the e-mail of a new account). */
export function IngresoTokenPage() {
  return <IngresoConToken externo={false} />;
}

/** `/ingresa-a-tu-cuenta/externo/{jwt}`: a partner site signs the candidate in. */
export function IngresoExternoPage() {
  return <IngresoConToken externo />;
}
