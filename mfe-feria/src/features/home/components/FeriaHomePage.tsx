import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { href } from '@portal/shared/routes';
import { estadoFeriaAtom, portalConfigAtom } from '@portal/shared/state';
import { PageStack, SkeletonBlock, theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { EmpresasGrid, EmpresasGridSkeleton } from '../../../components/EmpresasGrid';
import { useEmpresasDestacadas, useHomeFeria } from '../hooks/useHomeFeria';
import { FeriaNumbers } from './FeriaNumbers';
import { FeriaStatus } from './FeriaStatus';
import { PabellonesList } from './PabellonesList';
import { PreRegistroFeria } from './PreRegistroFeria';

/** A home's sections stand further apart than an ordinary page's. */
const Page = styled(PageStack)`
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

const Section = styled.section`
  display: grid;
  gap: 1rem;
  h2 { margin: 0; font-size: 1.5rem; }
`;

function Destacadas() {
  const { data: empresas } = useEmpresasDestacadas();
  if (empresas?.length === 0) return null;
  return (
    <Section aria-labelledby="destacadas-title">
      <h2 id="destacadas-title">Empresas destacadas</h2>
      {empresas ? (
        <EmpresasGrid empresas={empresas} label="Empresas destacadas" nivel="h3" />
      ) : (
        <EmpresasGridSkeleton cards={4} label="Cargando empresas destacadas…" />
      )}
    </Section>
  );
}

/**
 * `/` on FERIA portals: the fair, its dates and state, its numbers, pre-registration, its pavilions and its
 * featured companies. Without the home answer it still shows what the portal's configuration says.
 */
export function FeriaHomePage() {
  const portal = useAtomValue(portalConfigAtom);
  const estado = useAtomValue(estadoFeriaAtom);
  const { data: home, loading } = useHomeFeria();
  const nombre = home?.nombre ?? portal.nombre;
  const preRegistro = portal.configuracionFeria?.preRegistroHabilitado === true && estado !== null && estado !== 'TERMINADA';

  return (
    <Page>
      <Hero aria-labelledby="feria-title">
        <h1 id="feria-title">{nombre}</h1>
        <Description>{home?.descripcion ?? portal.descripcion}</Description>
        <FeriaStatus />
        {loading && !home ? <SkeletonBlock $height="5rem" /> : home ? <FeriaNumbers cifras={home.cifras} /> : null}
        <p>
          <Link to={href('empresasParticipantes')}>Empresas participantes</Link>
        </p>
      </Hero>
      {preRegistro ? <PreRegistroFeria nombreFeria={nombre} /> : null}
      <Section aria-labelledby="pabellones-title">
        <h2 id="pabellones-title">Pabellones</h2>
        <PabellonesList />
      </Section>
      <Destacadas />
    </Page>
  );
}
