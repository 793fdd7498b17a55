import { getCurriculum, useQuery } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { LoadError, Skeleton } from '@portal/shared/ui';
import { BotonLink } from '../../../components/BotonLink';
import { BarraCompletitud } from '../../../components/BarraCompletitud';
import { SeccionPanel } from './SeccionPanel';

/** The CV's completeness and its next step, leading to /mi-curriculum. */
export function CurriculumResumen() {
  const { data, loading, error, retry } = useQuery('curriculum', getCurriculum);
  let contenido;
  if (loading) contenido = <Skeleton lines={3} label="Cargando tu currículum…" />;
  else if (error || !data) contenido = <LoadError message="No pudimos cargar tu currículum." onRetry={retry} />;
  else {
    const { porcentaje, faltantes } = data.completitud;
    const siguiente = faltantes[0];
    contenido = (
      <>
        <p>
          Tu currículum está completo al <strong>{porcentaje}&nbsp;%</strong>.
        </p>
        <BarraCompletitud porcentaje={porcentaje} />
        <p>{siguiente ? <><strong>Siguiente paso:</strong> {siguiente.texto}</> : 'Tu currículum está completo: mantenlo al día.'}</p>
        <p>
          <BotonLink to={href('miCurriculum')}>{siguiente ? 'Completar mi currículum' : 'Ver mi currículum'}</BotonLink>
        </p>
      </>
    );
  }
  return <SeccionPanel titulo="Tu currículum">{contenido}</SeccionPanel>;
}
