import { ESTADOS_POSTULACION, NOMBRES_ESTADO_POSTULACION, type PostulacionCandidato } from '@portal/shared/contract';
import { Fecha, theme } from '@portal/shared/ui';
import styled from 'styled-components';

const Lista = styled.ol`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${theme.breakpoint.tablet}) { grid-template-columns: repeat(5, 1fr); }
`;

const Paso = styled.li<{ $alcanzado: boolean; $actual: boolean }>`
  display: grid;
  gap: 0.125rem;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${({ $alcanzado }) => ($alcanzado ? theme.color.primary : theme.color.border)};
  background: ${({ $actual }) => ($actual ? theme.color.surface : 'transparent')};
  font-size: 0.9rem;
  color: ${({ $alcanzado }) => ($alcanzado ? theme.color.text : theme.color.textMuted)};
  strong { font-weight: ${({ $actual }) => ($actual ? 700 : 600)}; }
`;

const Marca = styled.span`
  font-weight: 700;
  color: ${theme.color.primary};
`;

/**
 * The five steps of an application in order: those reached with their date, the current one said in words
 * ("Estado actual"), the rest as pending, or as steps it never took once withdrawn. An ordered list, so a
 * screen reader hears "1 of 5…".
 */
export function LineaDeTiempo({ postulacion }: { postulacion: Pick<PostulacionCandidato, 'estado' | 'pasos' | 'retirada'> }) {
  const fechas = new Map(postulacion.pasos.map((paso) => [paso.estado, paso.fecha]));
  return (
    <Lista aria-label="Avance de la postulación">
      {ESTADOS_POSTULACION.map((estado) => {
        const fecha = fechas.get(estado);
        const actual = estado === postulacion.estado && postulacion.retirada === null;
        return (
          <Paso key={estado} $alcanzado={fecha !== undefined} $actual={actual}>
            <strong>{NOMBRES_ESTADO_POSTULACION[estado]}</strong>
            <span>{fecha ? <Fecha iso={fecha} /> : postulacion.retirada ? 'No continuó' : 'Pendiente'}</span>
            {actual ? <Marca>Estado actual</Marca> : null}
          </Paso>
        );
      })}
    </Lista>
  );
}
