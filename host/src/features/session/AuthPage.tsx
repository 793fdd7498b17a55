import { Link } from 'react-router-dom';
import { getSesionCandidato, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { ButtonLink, LoadError, Spinner } from '@portal/shared/ui';
import { Actions, SessionCard } from './SessionCard';

/**
 * `/auth` (login required): confirms with the api which account is signed in. A jwt the api no longer
 * accepts answers 401, which ends the session, and the route guard then shows /sin-sesion.
 */
export function AuthPage() {
  const { data: candidato, error, retry } = useQuery('sesion', (signal) => getSesionCandidato(signal));

  if (candidato) {
    return (
      <SessionCard aria-labelledby="auth-title">
        <h1 id="auth-title">
          Sesión iniciada como {candidato.nombres} {candidato.apellidos}
        </h1>
        <p>{candidato.correo}</p>
        <Actions>
          <ButtonLink as={Link} to={href('home')}>
            Continuar
          </ButtonLink>
          <Link to={href('logout')}>Cerrar sesión</Link>
        </Actions>
      </SessionCard>
    );
  }
  return (
    <SessionCard aria-label="Tu sesión">
      {error ? (
        <LoadError message="No pudimos comprobar tu sesión. Revisa tu conexión e inténtalo nuevamente." onRetry={retry} />
      ) : (
        <p role="status">
          <Spinner /> Comprobando tu sesión…
        </p>
      )}
    </SessionCard>
  );
}
