import { LoadError, PageStack, PageTitle, SkeletonBlock, theme, VisuallyHidden } from '@portal/shared/ui';
import { FilaExtremos } from '@portal/shared/paginacion';
import styled from 'styled-components';
import { useCurriculum } from '../hooks/useCurriculum';
import { ArchivoCard } from './ArchivoCard';
import { CompletitudCard } from './CompletitudCard';
import { DescargarPdf } from './DescargarPdf';
import { FotoCard } from './FotoCard';
import { PerfilCard } from './PerfilCard';
import { PreferenciasCard } from './PreferenciasCard';
import { EstudiosCard, ExperienciasCard, HabilidadesCard, IdiomasCard } from './Secciones';
import { VueltaAOferta } from './VueltaAOferta';

const Contenido = styled(PageStack)`
  width: 100%;
  max-width: 48rem;
  margin: 0 auto;
`;
const Columnas = styled.div`
  display: grid;
  gap: 1.25rem;
  @media (min-width: ${theme.breakpoint.tablet}) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Placeholders with the size of the cards they stand for. */
function Esqueleto() {
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', gap: '1.25rem' }}>
      <VisuallyHidden>Cargando tu currículum…</VisuallyHidden>
      <SkeletonBlock $height="9rem" />
      <Columnas>
        <SkeletonBlock $height="11rem" />
        <SkeletonBlock $height="11rem" />
      </Columnas>
      <SkeletonBlock $height="22rem" />
      <SkeletonBlock $height="14rem" />
    </div>
  );
}

/**
 * `/mi-curriculum`: the CV as cards, each saved at the server, with its completeness, file, photo and PDF;
 * above and below them the way back to an offer the candidate was applying to.
 */
export function CurriculumPage() {
  const { curriculum, cargando, error, reintentar, actualizar } = useCurriculum();
  return (
    <Contenido>
      <FilaExtremos>
        <PageTitle>Mi currículum</PageTitle>
        {curriculum ? <DescargarPdf nombre={curriculum.nombre} /> : null}
      </FilaExtremos>
      <VueltaAOferta />
      {cargando ? <Esqueleto /> : null}
      {!cargando && !curriculum && error ? <LoadError message="No pudimos cargar tu currículum." onRetry={reintentar} /> : null}
      {curriculum ? (
        <>
          <CompletitudCard completitud={curriculum.completitud} />
          <Columnas>
            <FotoCard curriculum={curriculum} onCambio={actualizar} />
            <ArchivoCard curriculum={curriculum} onCambio={actualizar} />
          </Columnas>
          <PerfilCard curriculum={curriculum} onCambio={actualizar} />
          <ExperienciasCard curriculum={curriculum} onCambio={actualizar} />
          <EstudiosCard curriculum={curriculum} onCambio={actualizar} />
          <IdiomasCard curriculum={curriculum} onCambio={actualizar} />
          <HabilidadesCard curriculum={curriculum} onCambio={actualizar} />
          <PreferenciasCard curriculum={curriculum} onCambio={actualizar} />
          <VueltaAOferta />
        </>
      ) : null}
    </Contenido>
  );
}
