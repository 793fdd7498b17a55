import { FormCard } from '../../../components/FormCard';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';
import { useVuelta } from '../../../lib/vuelta';
import { RegistroForm } from './RegistroForm';
import { YaTienesCuenta } from './YaTienesCuenta';

/** `/crea-tu-curriculum/registro`. */
export function RegistroPage() {
  const vuelta = useVuelta();
  return (
    <RedirigirConSesion>
      <FormCard title="Crea tu cuenta" intro="Te enviaremos un código a tu correo para activar tu cuenta.">
        <RegistroForm />
        <YaTienesCuenta vuelta={vuelta} />
      </FormCard>
    </RedirigirConSesion>
  );
}
