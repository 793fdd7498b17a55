import { getMisPostulaciones, useQuery } from '@portal/shared/api';
import { NOMBRES_ESTADO_POSTULACION, type PostulacionCandidato } from '@portal/shared/contract';
import { href, ofertaSegment } from '@portal/shared/routes';
import { EmptyState, Fecha, LoadError, Skeleton } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { BotonLink } from '../../../components/BotonLink';
import { PieSeccion, SeccionPanel, Secundario } from './SeccionPanel';

const RECIENTES = 3;

function estadoDe(postulacion: PostulacionCandidato): string {
  return postulacion.retirada ? 'Retirada' : NOMBRES_ESTADO_POSTULACION[postulacion.estado];
}

/** The three newest applications with their status, and the way to all of them. */
export function PostulacionesRecientes() {
  const { data, loading, error, retry } = useQuery('recientes', (signal) => getMisPostulaciones({}, signal));
  let contenido;
  if (loading) contenido = <Skeleton lines={6} label="Cargando tus postulaciones…" />;
  else if (error || !data) contenido = <LoadError message="No pudimos cargar tus postulaciones." onRetry={retry} />;
  else if (!data.postulaciones.length) {
    contenido = (
      <EmptyState titulo="Aún no has postulado a ninguna oferta." accion={<BotonLink to={href('trabajoEmpleo')}>Buscar ofertas de empleo</BotonLink>}>
        <p>Tus postulaciones y su estado aparecerán aquí.</p>
      </EmptyState>
    );
  } else {
    contenido = (
      <>
        <ul aria-label="Postulaciones recientes">
          {data.postulaciones.slice(0, RECIENTES).map((postulacion) => (
            <li key={postulacion.idPostulacion}>
              <Link to={href('oferta', { oferta: ofertaSegment(postulacion.oferta) })}>{postulacion.oferta.nombreCargo}</Link>
              <Secundario>{postulacion.oferta.nombreEmpresaFantasia}</Secundario>
              <Secundario>
                Estado: {estadoDe(postulacion)} · <Fecha iso={postulacion.fecha} />
              </Secundario>
            </li>
          ))}
        </ul>
        <PieSeccion>
          <Link to={href('misPostulaciones')}>Ver todas mis postulaciones ({data.cantidadRegistros})</Link>
        </PieSeccion>
      </>
    );
  }
  return <SeccionPanel titulo="Tus postulaciones recientes">{contenido}</SeccionPanel>;
}
