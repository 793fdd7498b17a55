import type { EstadoPostulacion, Oferta } from '@portal/shared/contract';
import { href } from '@portal/shared/routes';
import { Alert } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import type { ModoCurriculum } from '../lib/validacion';
import { CampoArchivo } from './CampoArchivo';

interface Props {
  tipo: Oferta['tipoCurriculumAceptado'];
  tieneCurriculumPerfil: boolean;
  /** Name, completeness and file of the profile CV (null while it cannot be sent). */
  curriculumPerfil: EstadoPostulacion['curriculumPerfil'];
  modo: ModoCurriculum;
  error: string | null;
  onModo: (modo: ModoCurriculum) => void;
  onArchivo: (archivo: File | undefined) => void;
}

/** "Currículum de Camila Rojas (85 % completo), con el archivo cv.pdf". */
function describir(cv: NonNullable<EstadoPostulacion['curriculumPerfil']>): string {
  return `${cv.nombre} (${cv.porcentaje} % completo)${cv.archivo ? `, con el archivo ${cv.archivo}` : ''}`;
}

const completar = <Link to={href('miCurriculum')}>Completar mi currículum</Link>;

/** The CV part of the form, by what the offer accepts: the profile CV (NORMAL), a file (ARCHIVO) or either. */
export function EleccionCurriculum({ tipo, tieneCurriculumPerfil, curriculumPerfil, modo, error, onModo, onArchivo }: Props) {
  if (tipo === 'NORMAL') {
    return tieneCurriculumPerfil ? (
      <p>Postularás con el currículum de tu perfil{curriculumPerfil ? `: ${describir(curriculumPerfil)}` : ''}.</p>
    ) : (
      <Alert>
        Esta oferta pide el currículum de tu perfil: complétalo antes de postular. {completar}
      </Alert>
    );
  }
  const archivo = <CampoArchivo label="Currículum (archivo)" name="curriculum" error={error} onChange={onArchivo} />;
  if (tipo === 'ARCHIVO') {
    return (
      <fieldset>
        <legend>Currículum</legend>
        {archivo}
      </fieldset>
    );
  }
  return (
    <fieldset>
      <legend>Currículum</legend>
      <label>
        <input type="radio" name="modoCurriculum" checked={modo === 'PERFIL'} disabled={!tieneCurriculumPerfil} onChange={() => onModo('PERFIL')} />{' '}
        Usar el currículum de mi perfil{curriculumPerfil ? `: ${describir(curriculumPerfil)}` : tieneCurriculumPerfil ? '' : ' (aún no tienes uno)'}
      </label>
      {tieneCurriculumPerfil ? null : <p>{completar}</p>}
      <label>
        <input type="radio" name="modoCurriculum" checked={modo === 'ARCHIVO'} onChange={() => onModo('ARCHIVO')} /> Adjuntar un archivo
      </label>
      {modo === 'ARCHIVO' ? archivo : null}
    </fieldset>
  );
}
