import { href } from '@portal/shared/routes';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BotonLink } from '../../../components/BotonLink';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';
import { conVuelta, useVuelta } from '../../../lib/vuelta';

const Beneficios = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
`;

/** `/crea-tu-curriculum`: why an account, and the way to create it. */
export function CreaTuCurriculumPage() {
  const vuelta = useVuelta();
  return (
    <RedirigirConSesion>
      <FormCard title="Crea tu currículum" intro="Con tu cuenta puedes:">
        <Beneficios>
          <li>Postular a ofertas de empleo con un clic.</li>
          <li>Guardar ofertas y crear alertas de empleo.</li>
          <li>Seguir el estado de tus postulaciones.</li>
        </Beneficios>
        <BotonLink to={conVuelta(href('registro'), vuelta)}>Crear mi cuenta</BotonLink>
        <CardLinks>
          <span>
            ¿Ya tienes cuenta? <Link to={conVuelta(href('login'), vuelta)}>Ingresa</Link>
          </span>
        </CardLinks>
      </FormCard>
    </RedirigirConSesion>
  );
}
