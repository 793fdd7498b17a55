import { href } from '@portal/shared/routes';
import { sessionAtom } from '@portal/shared/state';
import { PageStack, PageTitle } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CurriculumResumen } from './CurriculumResumen';
import { GuardadasRecientes } from './GuardadasRecientes';
import { PanelCandidato } from './PanelCandidato';
import { PostulacionesRecientes } from './PostulacionesRecientes';
import { SeccionPanel, Secundario } from './SeccionPanel';

const Contenido = styled(PageStack)`
  width: 100%;
  padding: 1.5rem 1rem;
`;

function OfertasParaTi() {
  return (
    <SeccionPanel titulo="Ofertas para ti">
      <ul>
        <li>
          <Link to={href('recomendadas')}>Ofertas recomendadas</Link>
          <Secundario>Según tus preferencias de área y región.</Secundario>
        </li>
        <li>
          <Link to={href('relacionadas')}>Ofertas relacionadas</Link>
          <Secundario>Parecidas a las que postulaste o guardaste.</Secundario>
        </li>
      </ul>
    </SeccionPanel>
  );
}

/** `/dashboard`: the candidate's home after signing in. */
export function DashboardPage() {
  const nombres = useAtomValue(sessionAtom)?.candidato.nombres;
  return (
    <Contenido>
      <PageTitle>{nombres ? `Hola, ${nombres}` : 'Mi cuenta'}</PageTitle>
      <PanelCandidato curriculum={<CurriculumResumen />} postulaciones={<PostulacionesRecientes />} guardadas={<GuardadasRecientes />} paraTi={<OfertasParaTi />} />
    </Contenido>
  );
}
