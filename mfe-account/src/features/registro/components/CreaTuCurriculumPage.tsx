import { href } from '@portal/shared/routes';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BotonLink } from '../../../components/BotonLink';
import { CardLinks, FormCard } from '../../../components/FormCard';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';

const Beneficios = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
`;

/** `/crea-tu-curriculum`: why an account, and the way to create it. */
export function CreaTuCurriculumPage() {
  return (
    <RedirigirConSesion>
      <FormCard title="Crea tu currículum" intro="Con tu cuenta puedes:">
        <Beneficios>
          <li>Postular a ofertas de empleo con un clic.</li>
          <li>Guardar ofertas y crear alertas de empleo.</li>
          <li>Seguir el estado de tus postulaciones.</li>
        </Beneficios>
        <BotonLink to={href('registro')}>Crear mi cuenta</BotonLink>
        <CardLinks>
          <span>
            ¿Ya tienes cuenta? <Link to={href('login')}>Ingresa</Link>
          </span>
        </CardLinks>
      </FormCard>
    </RedirigirConSesion>
  );
}
