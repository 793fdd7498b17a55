import { portalConfigAtom } from '@portal/shared/state';
import { PageStack, theme } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { SearchBox } from '../../../components/SearchBox';
import { AccesosRapidos } from './AccesosRapidos';
import { ExplorarOfertas } from './ExplorarOfertas';
import { PlanPremiumAviso } from './PlanPremiumAviso';
import { UltimasOfertas } from './UltimasOfertas';

/** A home's sections stand further apart than an ordinary page's. */
const Page = styled(PageStack)`
  gap: 2rem;
`;

/** The portal's welcome in its own colour: the primary edges the box; the text stays on the surface, so it reads. */
const Hero = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1.5rem 1rem;
  border: 1px solid ${theme.color.border};
  border-top: 6px solid ${theme.color.primary};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  @media (min-width: ${theme.breakpoint.tablet}) {
    padding: 2rem;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(1.5rem, 4vw, 2.25rem);
  line-height: 1.2;
`;

const Lead = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

/** `/` on non-FERIA portals: the search box with quick ways in, the latest offers, the ways into the landings and, last, the premium plan. */
export function HomePage() {
  const portal = useAtomValue(portalConfigAtom);
  return (
    <Page>
      <Hero>
        <Title>Encuentra tu próximo empleo en {portal.nombre}</Title>
        {portal.descripcion ? <Lead>{portal.descripcion}</Lead> : null}
        <SearchBox labelVisible />
        <AccesosRapidos />
      </Hero>
      <UltimasOfertas />
      <ExplorarOfertas />
      <PlanPremiumAviso />
    </Page>
  );
}
