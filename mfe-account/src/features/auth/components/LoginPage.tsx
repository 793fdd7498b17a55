import { href } from '@portal/shared/routes';
import { Link } from 'react-router-dom';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';
import { conVuelta, useVuelta } from '../../../lib/vuelta';
import { LoginForm } from './LoginForm';

/**
 * `/ingresa-a-tu-cuenta`: e-mail or RUN and password; a signed-in candidate goes on by the registration state.
 * Registration and recovery keep the way back of the pending action.
 */
export function LoginPage() {
  const vuelta = useVuelta();
  return (
    <RedirigirConSesion>
      <FormCard title="Ingresa a tu cuenta" intro="Usa tu correo electrónico o tu RUN (por ejemplo, 12.345.678-5) y tu contraseña.">
        <LoginForm />
        <CardLinks>
          <Link to={conVuelta(href('recuperarContrasena'), vuelta)}>¿Olvidaste tu contraseña?</Link>
          <span>
            ¿No tienes cuenta? <Link to={conVuelta(href('creaTuCurriculum'), vuelta)}>Crea tu cuenta</Link>
          </span>
        </CardLinks>
      </FormCard>
    </RedirigirConSesion>
  );
}
