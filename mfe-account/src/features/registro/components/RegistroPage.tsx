import { href } from '@portal/shared/routes';
import { Link } from 'react-router-dom';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';
import { conVuelta, useVuelta } from '../../../lib/vuelta';
import { RegistroForm } from './RegistroForm';

/** `/crea-tu-curriculum/registro`. */
export function RegistroPage() {
  const vuelta = useVuelta();
  return (
    <RedirigirConSesion>
      <FormCard title="Crea tu cuenta" intro="Te enviaremos un código a tu correo para activar tu cuenta.">
        <RegistroForm />
        <CardLinks>
          <span>
            ¿Ya tienes cuenta? <Link to={conVuelta(href('login'), vuelta)}>Ingresa</Link>
          </span>
        </CardLinks>
      </FormCard>
    </RedirigirConSesion>
  );
}
