import { sessionAtom } from '@portal/shared/state';
import { PageStack, PageTitle } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { AlertasResumen } from './AlertasResumen';
import { CurriculumResumen } from './CurriculumResumen';
import { FeriasPreinscritas } from './FeriasPreinscritas';
import { GuardadasRecientes } from './GuardadasRecientes';
import { OfertasParaTi } from './OfertasParaTi';
import { PanelCandidato } from './PanelCandidato';
import { PlanPremiumResumen } from './PlanPremiumResumen';
import { PostulacionesRecientes } from './PostulacionesRecientes';

const Contenido = styled(PageStack)`
  width: 100%;
`;

/** `/dashboard`: the candidate's home after signing in. */
export function DashboardPage() {
  const nombres = useAtomValue(sessionAtom)?.candidato.nombres;
  return (
    <Contenido>
      <PageTitle>{nombres ? `Hola, ${nombres}` : 'Mi cuenta'}</PageTitle>
      <FeriasPreinscritas />
      <PlanPremiumResumen />
      <PanelCandidato curriculum={<CurriculumResumen />} postulaciones={<PostulacionesRecientes />} guardadas={<GuardadasRecientes />} alertas={<AlertasResumen />} paraTi={<OfertasParaTi />} />
    </Contenido>
  );
}
