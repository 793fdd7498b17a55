import { getOfertasRecomendadas, useQuery } from '@portal/shared/api';
import { sabemosQueBusca } from '@portal/shared/contract';
import { regionCorta } from '@portal/shared/format';
import { href, ofertaSegment } from '@portal/shared/routes';
import { LoadError, SkeletonLine, VisuallyHidden } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { SeccionPanel, Secundario } from './SeccionPanel';

const PRIMERAS = 3;

/** The list while it loads, line for line as tall as it (title at 1.5rem, the 0.9rem lines at 1.35rem). */
function OfertasSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Cargando tus ofertas recomendadas…</VisuallyHidden>
      <ul aria-hidden="true">
        {Array.from({ length: PRIMERAS }, (_, index) => (
          <li key={index}>
            <SkeletonLine height="1.5rem" width="70%" />
            <SkeletonLine height="1.35rem" width="45%" barHeight="0.8rem" />
            <SkeletonLine height="1.35rem" width="55%" barHeight="0.8rem" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Recomendadas() {
  const { data, loading, error, retry } = useQuery('recomendadas', getOfertasRecomendadas);
  if (loading) return <OfertasSkeleton />;
  if (error || !data) return <LoadError message="No pudimos cargar tus ofertas recomendadas." onRetry={retry} />;
  if (!sabemosQueBusca(data)) {
    return (
      <p>
        Para recomendarte ofertas necesitamos saber qué trabajo buscas. Indica tu cargo deseado y tu experiencia laboral en{' '}
        <Link to={href('miCurriculum')}>Mi currículum</Link>.
      </p>
    );
  }
  if (!data.ofertas.length) return <p>Aún no hay ofertas vigentes que coincidan con tu currículum. Te las mostraremos aquí cuando las haya.</p>;
  return (
    <ul aria-label="Ofertas recomendadas para ti">
      {data.ofertas.slice(0, PRIMERAS).map((oferta) => (
        <li key={oferta.idOferta}>
          <Link to={href('oferta', { oferta: ofertaSegment(oferta) })}>{oferta.nombreCargo}</Link>
          <Secundario>{oferta.nombreEmpresaFantasia}</Secundario>
          <Secundario>
            {oferta.ubicacion.nombreComuna}, {regionCorta(oferta.ubicacion.nombreRegion)}
          </Secundario>
        </li>
      ))}
    </ul>
  );
}

/** The first offers recommended to the candidate, and the ways to all of them and to the related ones. */
export function OfertasParaTi() {
  return (
    <SeccionPanel titulo="Ofertas para ti">
      <Recomendadas />
      <ul aria-label="Más ofertas para ti">
        <li>
          <Link to={href('recomendadas')}>Ofertas recomendadas</Link>
          <Secundario>Según tu currículum y tus datos.</Secundario>
        </li>
        <li>
          <Link to={href('relacionadas')}>Ofertas relacionadas</Link>
          <Secundario>Parecidas a las que postulaste o guardaste.</Secundario>
        </li>
      </ul>
    </SeccionPanel>
  );
}
