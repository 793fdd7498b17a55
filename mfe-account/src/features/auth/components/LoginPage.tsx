import { href } from '@portal/shared/routes';
import { Link } from 'react-router-dom';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';
import { LoginForm } from './LoginForm';

/** `/ingresa-a-tu-cuenta`: e-mail or RUN and password; a signed-in candidate goes on by the registration state. */
export function LoginPage() {
  return (
    <RedirigirConSesion>
      <FormCard title="Ingresa a tu cuenta" intro="Usa tu correo electrónico o tu RUN (por ejemplo, 12.345.678-5) y tu contraseña.">
        <LoginForm />
        <CardLinks>
          <Link to={href('recuperarContrasena')}>¿Olvidaste tu contraseña?</Link>
          <span>
            ¿No tienes cuenta? <Link to={href('creaTuCurriculum')}>Crea tu cuenta</Link>
          </span>
        </CardLinks>
      </FormCard>
    </RedirigirConSesion>
  );
}
