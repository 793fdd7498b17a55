import { getOfertasGuardadas, useQuery } from '@portal/shared/api';
import { href, ofertaSegment } from '@portal/shared/routes';
import { EmptyState, LoadError, Skeleton } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { PieSeccion, SeccionPanel, Secundario } from './SeccionPanel';

const PRIMERAS = 3;

/** The first saved offers (live ones first), and the way to all of them. */
export function GuardadasRecientes() {
  const { data, loading, error, retry } = useQuery('guardadas', (signal) => getOfertasGuardadas(1, signal));
  let contenido;
  if (loading) contenido = <Skeleton lines={6} label="Cargando tus ofertas guardadas…" />;
  else if (error || !data) contenido = <LoadError message="No pudimos cargar tus ofertas guardadas." onRetry={retry} />;
  else if (!data.ofertas.length) {
    contenido = (
      <EmptyState titulo="Aún no guardas ofertas." accion={<Link to={href('trabajoEmpleo')}>Buscar ofertas de empleo</Link>}>
        <p>Usa «Guardar oferta» en las que te interesen para encontrarlas aquí.</p>
      </EmptyState>
    );
  } else {
    contenido = (
      <>
        <ul aria-label="Ofertas guardadas">
          {data.ofertas.slice(0, PRIMERAS).map(({ oferta, expirada }) => (
            <li key={oferta.idOferta}>
              <Link to={href('ofertaGuardada', { oferta: ofertaSegment(oferta) })}>{oferta.nombreCargo}</Link>
              <Secundario>{oferta.nombreEmpresaFantasia}</Secundario>
              {expirada ? <Secundario>Oferta expirada</Secundario> : null}
            </li>
          ))}
        </ul>
        <PieSeccion>
          <Link to={href('ofertasGuardadas')}>Ver mis ofertas guardadas ({data.cantidadRegistros})</Link>
        </PieSeccion>
      </>
    );
  }
  return <SeccionPanel titulo="Tus ofertas guardadas">{contenido}</SeccionPanel>;
}
