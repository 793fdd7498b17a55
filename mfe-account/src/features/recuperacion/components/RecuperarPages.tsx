import { href } from '@portal/shared/routes';
import { Button } from '@portal/shared/ui';
import { Link, useNavigate } from 'react-router-dom';
import { BotonLink } from '../../../components/BotonLink';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { conVuelta, useVuelta } from '../../../lib/vuelta';
import { olvidarRecuperacion } from '../lib/estado-recuperacion';

/** `/recuperar-contrasena`: the steps ahead, and the way to start. */
export function RecuperarContrasenaPage() {
  const vuelta = useVuelta();
  return (
    <FormCard
      title="Recupera tu contraseña"
      intro="Indica tu RUN o tu correo, te enviaremos un código de 6 dígitos y con él crearás una nueva contraseña."
    >
      <BotonLink to={href('recuperarDocumento')}>Comenzar</BotonLink>
      <CardLinks>
        <Link to={conVuelta(href('login'), vuelta)}>Volver a ingresar</Link>
      </CardLinks>
    </FormCard>
  );
}

/** `/recuperar-contrasena/token-expirado`: the code or request expired; start again. */
export function TokenExpiradoPage() {
  const navigate = useNavigate();
  const vuelta = useVuelta();
  return (
    <FormCard
      title="El código expiró"
      intro="El código ya no es válido: venció, se usó o se superaron los intentos. Pide uno nuevo para crear tu contraseña."
    >
      <Button
        type="button"
        onClick={() => {
          olvidarRecuperacion();
          void navigate(href('recuperarDocumento'));
        }}
      >
        Comenzar de nuevo
      </Button>
      <CardLinks>
        <Link to={conVuelta(href('login'), vuelta)}>Volver a ingresar</Link>
      </CardLinks>
    </FormCard>
  );
}
