import type { Pagina } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { Prosa } from '../../../components/Prosa';

const Seccion = styled.section`
  display: grid;
  gap: 0.75rem;
  h2 { margin: 0; font-size: 1.375rem; }
`;

const Pregunta = styled.details`
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0.5rem 1rem;
    font-weight: 600;
    cursor: pointer;
  }
  &[open] summary { border-bottom: 1px solid ${theme.color.border}; }
`;

const Respuesta = styled(Prosa)`
  padding: 1rem;
`;

const Indice = styled.nav`
  ul { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; margin: 0.5rem 0 0; padding: 0; list-style: none; }
  a { display: inline-block; padding: 0.5rem 0; }
  h2 { margin: 0; font-size: 1rem; }
`;

const anclaDe = (titulo: string) => `seccion-${slugify(titulo)}`;

/**
 * The questions of a page (the help centre), each a native disclosure: keyboard and screen readers get its
 * expanded state, and it opens without JavaScript in a server-rendered page. An index links to each heading.
 */
export function Preguntas({ secciones }: { secciones: Pagina['secciones'] }) {
  if (secciones.length === 0) return null;
  return (
    <>
      <Indice aria-labelledby="indice-preguntas">
        <h2 id="indice-preguntas">Temas</h2>
        <ul>
          {secciones.map((seccion) => (
            <li key={seccion.titulo}>
              <a href={`#${anclaDe(seccion.titulo)}`}>{seccion.titulo}</a>
            </li>
          ))}
        </ul>
      </Indice>
      {secciones.map((seccion) => (
        <Seccion key={seccion.titulo} aria-labelledby={anclaDe(seccion.titulo)}>
          <h2 id={anclaDe(seccion.titulo)}>{seccion.titulo}</h2>
          {seccion.preguntas.map((pregunta) => (
            <Pregunta key={pregunta.pregunta}>
              <summary>{pregunta.pregunta}</summary>
              <Respuesta html={pregunta.respuestaHtml} />
            </Pregunta>
          ))}
        </Seccion>
      ))}
    </>
  );
}
