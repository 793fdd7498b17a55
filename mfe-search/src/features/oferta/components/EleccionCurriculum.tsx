import type { Oferta } from '@portal/shared/contract';
import { Alert } from '@portal/shared/ui';
import type { ModoCurriculum } from '../lib/validacion';
import { CampoArchivo } from './CampoArchivo';

interface Props {
  tipo: Oferta['tipoCurriculumAceptado'];
  tieneCurriculumPerfil: boolean;
  modo: ModoCurriculum;
  error: string | null;
  onModo: (modo: ModoCurriculum) => void;
  onArchivo: (archivo: File | undefined) => void;
}

/** The CV part of the form, by what the offer accepts: the profile CV (NORMAL), a file (ARCHIVO) or either. */
export function EleccionCurriculum({ tipo, tieneCurriculumPerfil, modo, error, onModo, onArchivo }: Props) {
  if (tipo === 'NORMAL') {
    return tieneCurriculumPerfil ? (
      <p>Postularás con el currículum de tu perfil.</p>
    ) : (
      <Alert>Esta oferta pide el currículum de tu perfil: complétalo antes de postular.</Alert>
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
        Usar el currículum de mi perfil{tieneCurriculumPerfil ? '' : ' (aún no tienes uno)'}
      </label>
      <label>
        <input type="radio" name="modoCurriculum" checked={modo === 'ARCHIVO'} onChange={() => onModo('ARCHIVO')} /> Adjuntar un archivo
      </label>
      {modo === 'ARCHIVO' ? archivo : null}
    </fieldset>
  );
}
