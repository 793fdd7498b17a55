import type { EstadoPostulacion, Oferta } from '@portal/shared/contract';
import { href, paginaParaAccion } from '@portal/shared/routes';
import { Alert } from '@portal/shared/ui';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { ModoCurriculum } from '../lib/validacion';
import { CampoArchivo } from './CampoArchivo';

interface Props {
  tipo: Oferta['tipoCurriculumAceptado'];
  tieneCurriculumPerfil: boolean;
  /** Name, completeness and file of the profile CV (null while it cannot be sent). */
  curriculumPerfil: EstadoPostulacion['curriculumPerfil'];
  /** What the profile CV lacks before it can be sent (empty when it can). */
  faltantes: EstadoPostulacion['faltantesCurriculum'];
  modo: ModoCurriculum;
  error: string | null;
  onModo: (modo: ModoCurriculum) => void;
  onArchivo: (archivo: File | undefined) => void;
}

/** "Currículum de Camila Rojas (85 % completo), con el archivo cv.pdf". */
function describir(cv: NonNullable<EstadoPostulacion['curriculumPerfil']>): string {
  return `${cv.nombre} (${cv.porcentaje}\u00a0% completo)${cv.archivo ? `, con el archivo ${cv.archivo}` : ''}`;
}

const Faltantes = styled.ul`
  margin: 0.5rem 0;
  padding-left: 1.25rem;
`;

/**
 * What the profile CV lacks, as a list, and "Completar mi currículum", which carries the way back to this
 * offer with its form open (`redirect` with `accion=POSTULAR`, as the login page does).
 */
function FaltaCurriculum({ intro, faltantes }: { intro: string; faltantes: Props['faltantes'] }) {
  const { pathname } = useLocation();
  return (
    <>
      <p>{intro}</p>
      {faltantes.length ? (
        <Faltantes aria-label="Le falta a tu currículum">
          {faltantes.map((faltante) => (
            <li key={faltante.seccion}>{faltante.texto}</li>
          ))}
        </Faltantes>
      ) : null}
      <p>
        <Link to={paginaParaAccion(href('miCurriculum'), pathname, 'POSTULAR')}>Completar mi currículum</Link> y volver a esta oferta para postular.
      </p>
    </>
  );
}

/** The CV part of the form, by what the offer accepts: the profile CV (NORMAL), a file (ARCHIVO) or either. */
export function EleccionCurriculum({ tipo, tieneCurriculumPerfil, curriculumPerfil, faltantes, modo, error, onModo, onArchivo }: Props) {
  if (tipo === 'NORMAL') {
    return tieneCurriculumPerfil ? (
      <p>Postularás con el currículum de tu perfil{curriculumPerfil ? `: ${describir(curriculumPerfil)}` : ''}.</p>
    ) : (
      <Alert>
        <FaltaCurriculum intro="Esta oferta pide el currículum de tu perfil. Antes de postular, agrégale:" faltantes={faltantes} />
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
      {tieneCurriculumPerfil ? null : <FaltaCurriculum intro="Para usar el de tu perfil, agrégale:" faltantes={faltantes} />}
      <label>
        <input type="radio" name="modoCurriculum" checked={modo === 'ARCHIVO'} onChange={() => onModo('ARCHIVO')} /> Adjuntar un archivo
      </label>
      {modo === 'ARCHIVO' ? archivo : null}
    </fieldset>
  );
}
