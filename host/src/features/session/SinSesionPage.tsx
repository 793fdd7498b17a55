import { Link, useSearchParams } from 'react-router-dom';
import { href } from '@portal/shared/routes';
import { rutaDeVuelta } from '@portal/shared/ruta-de-vuelta';
import { ButtonLink } from '@portal/shared/ui';
import { Actions, SessionCard } from './SessionCard';

/** The login link, returning to `redirect` when it is a path of this site. */
function loginLink(redirect: string | null): string {
  const vuelta = rutaDeVuelta(redirect, null);
  return vuelta ? `${href('login')}?${new URLSearchParams({ redirect: vuelta }).toString()}` : href('login');
}

/** `/sin-sesion`: the session ended (expired or revoked); sign in again to go back where you were. */
export function SinSesionPage() {
  const [searchParams] = useSearchParams();
  return (
    <SessionCard aria-labelledby="sin-sesion-title">
      <h1 id="sin-sesion-title">Tu sesión ha finalizado</h1>
      <p>Por tu seguridad cerramos tu sesión. Ingresa nuevamente para continuar donde estabas.</p>
      <Actions>
        <ButtonLink as={Link} to={loginLink(searchParams.get('redirect'))}>
          Ingresar
        </ButtonLink>
        <Link to={href('home')}>Ir al inicio</Link>
      </Actions>
    </SessionCard>
  );
}
