import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { href } from '@portal/shared/routes';
import { estadoFeriaAtom, portalConfigAtom } from '@portal/shared/state';
import { ButtonLink, theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { FairStatus } from './FairStatus';
import { PabellonesList } from './PabellonesList';

const Page = styled.div`
  display: grid;
  gap: 2rem;
`;

const Hero = styled.section`
  display: grid;
  gap: 0.75rem;
  h1 { margin: 0; font-size: clamp(1.75rem, 5vw, 2.5rem); }
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
`;

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h2 { margin: 0; font-size: 1.5rem; }
`;

/** `/` on FERIA portals: the fair, its dates and state, its pavilions and its companies. */
export function FairHomePage() {
  const { nombre, descripcion, configuracionFeria } = useAtomValue(portalConfigAtom);
  const estado = useAtomValue(estadoFeriaAtom);
  // Before or after the window, pre-registration lets visitors sign up (registration is its own issue).
  const cerradaConPreRegistro = estado !== null && estado !== 'ABIERTA' && configuracionFeria?.preRegistroHabilitado === true;

  return (
    <Page>
      <Hero aria-labelledby="feria-title">
        <h1 id="feria-title">{nombre}</h1>
        <Description>{descripcion}</Description>
        <FairStatus />
        <Actions>
          {cerradaConPreRegistro && (
            <ButtonLink as={Link} to={href('login')}>
              Pre-regístrate
            </ButtonLink>
          )}
          <Link to={href('empresasParticipantes')}>Empresas participantes</Link>
        </Actions>
      </Hero>
      <Section aria-labelledby="pabellones-title">
        <h2 id="pabellones-title">Pabellones</h2>
        <PabellonesList />
      </Section>
    </Page>
  );
}
