import { href } from '@portal/shared/routes';
import { Link } from 'react-router-dom';
import { CardLinks } from '../../../components/FormCard';
import { conVuelta } from '../../../lib/vuelta';

/** The registration pages' way to sign in instead, back to the same place afterwards. */
export function YaTienesCuenta({ vuelta }: { vuelta: string | null }) {
  return (
    <CardLinks>
      <span>
        ¿Ya tienes cuenta? <Link to={conVuelta(href('login'), vuelta)}>Ingresa</Link>
      </span>
    </CardLinks>
  );
}
