import { getAlertas, useQuery } from '@portal/shared/api';
import { NOMBRE_FRECUENCIA } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { EmptyState, LoadError, Skeleton } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import { PieSeccion, SeccionPanel, Secundario } from './SeccionPanel';

const PRIMERAS = 3;

/** The candidate's first job alerts, what each searches for and whether it is paused, and the way to all of them. */
export function AlertasResumen() {
  const { data, loading, error, retry } = useQuery('alertas', getAlertas);
  let contenido;
  if (loading) contenido = <Skeleton lines={6} label="Cargando tus alertas…" />;
  else if (error || !data) contenido = <LoadError message="No pudimos cargar tus alertas." onRetry={retry} />;
  else if (!data.alertas.length) {
    contenido = (
      <EmptyState titulo="Aún no tienes alertas." accion={<Link to={href('trabajoEmpleo')}>Busca ofertas</Link>}>
        <p>Busca ofertas y usa «Crear alerta» para recibir por correo las nuevas.</p>
      </EmptyState>
    );
  } else {
    contenido = (
      <>
        <ul aria-label="Alertas de empleo">
          {data.alertas.slice(0, PRIMERAS).map((alerta) => (
            <li key={alerta.idAlerta}>
              <strong>{alerta.nombre}</strong>
              <Secundario>{alerta.descripcion}</Secundario>
              <Secundario>
                {NOMBRE_FRECUENCIA[alerta.frecuencia]}
                {alerta.activa ? '' : ' · Pausada'}
              </Secundario>
            </li>
          ))}
        </ul>
        <PieSeccion>
          <Link to={href('alertasDeEmpleo')}>Ver mis alertas ({data.alertas.length})</Link>
        </PieSeccion>
      </>
    );
  }
  return <SeccionPanel titulo="Tus alertas de empleo">{contenido}</SeccionPanel>;
}
