import type { Curriculum } from '@portal/shared/contract';
import { ETIQUETAS_ESTADO_ESTUDIO, ETIQUETAS_NIVEL_ESTUDIO, ETIQUETAS_NIVEL_IDIOMA } from '@portal/shared/contract';
import styled from 'styled-components';
import { theme } from '@portal/shared/ui';
import { periodoTexto } from '../lib/formato';
import { EstudioForm } from './EstudioForm';
import { ExperienciaForm } from './ExperienciaForm';
import { HabilidadForm } from './HabilidadForm';
import { IdiomaForm } from './IdiomaForm';
import { SeccionLista } from './SeccionLista';

const Suave = styled.p`
  color: ${theme.color.textMuted};
  font-size: 0.95rem;
`;
const Texto = styled.p`
  white-space: pre-line;
`;

interface Props {
  curriculum: Curriculum;
  onCambio: (curriculum: Curriculum) => void;
}

export function ExperienciasCard({ curriculum, onCambio }: Props) {
  return (
    <SeccionLista
      seccion="experiencias"
      titulo="Experiencia laboral"
      elementos={curriculum.experiencias}
      idDe={(e) => e.idExperiencia}
      nombreDe={(e) => `${e.cargo} en ${e.empresa}`}
      detalle={(e) => (
        <>
          <h3>{e.cargo}</h3>
          <p>{e.empresa}</p>
          <Suave>{periodoTexto(e.inicio, e.termino)}</Suave>
          {e.descripcion ? <Texto>{e.descripcion}</Texto> : null}
        </>
      )}
      vacio="Aún no agregas experiencia laboral. Si es tu primer empleo, cuéntalo en tu resumen y agrega tus prácticas."
      agregar="Agregar experiencia"
      Formulario={ExperienciaForm}
      onCambio={onCambio}
    />
  );
}

export function EstudiosCard({ curriculum, onCambio }: Props) {
  return (
    <SeccionLista
      seccion="estudios"
      titulo="Educación"
      elementos={curriculum.estudios}
      idDe={(e) => e.idEstudio}
      nombreDe={(e) => e.carrera ?? e.institucion}
      detalle={(e) => (
        <>
          <h3>{e.carrera ?? ETIQUETAS_NIVEL_ESTUDIO[e.nivel]}</h3>
          <p>{e.institucion}</p>
          <Suave>
            {ETIQUETAS_NIVEL_ESTUDIO[e.nivel]} · {ETIQUETAS_ESTADO_ESTUDIO[e.estado]} · {periodoTexto(e.inicio, e.termino, 'en curso')}
          </Suave>
        </>
      )}
      vacio="Aún no agregas tus estudios."
      agregar="Agregar estudios"
      Formulario={EstudioForm}
      onCambio={onCambio}
    />
  );
}

export function IdiomasCard({ curriculum, onCambio }: Props) {
  return (
    <SeccionLista
      seccion="idiomas"
      titulo="Idiomas"
      elementos={curriculum.idiomas}
      idDe={(i) => i.idIdioma}
      nombreDe={(i) => i.idioma}
      detalle={(i) => (
        <p>
          <strong>{i.idioma}</strong>: {ETIQUETAS_NIVEL_IDIOMA[i.nivel]}
        </p>
      )}
      vacio="Aún no agregas idiomas."
      agregar="Agregar idioma"
      Formulario={IdiomaForm}
      onCambio={onCambio}
    />
  );
}

export function HabilidadesCard({ curriculum, onCambio }: Props) {
  return (
    <SeccionLista
      seccion="habilidades"
      titulo="Habilidades"
      elementos={curriculum.habilidades}
      idDe={(h) => h.idHabilidad}
      nombreDe={(h) => h.nombre}
      detalle={(h) => <p>{h.nombre}</p>}
      vacio="Aún no agregas habilidades."
      agregar="Agregar habilidad"
      compacta
      Formulario={HabilidadForm}
      onCambio={onCambio}
    />
  );
}
