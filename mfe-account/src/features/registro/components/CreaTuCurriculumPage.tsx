import { href } from '@portal/shared/routes';
import styled from 'styled-components';
import { BotonLink } from '../../../components/BotonLink';
import { FormCard } from '../../../components/FormCard';
import { RedirigirConSesion } from '../../../lib/RedirigirConSesion';
import { conVuelta, useVuelta } from '../../../lib/vuelta';
import { YaTienesCuenta } from './YaTienesCuenta';

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
        <YaTienesCuenta vuelta={vuelta} />
      </FormCard>
    </RedirigirConSesion>
  );
}
