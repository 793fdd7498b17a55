import type { Completitud } from '@portal/shared/contract';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { Tarjeta } from './Tarjeta';

const Barra = styled.div`
  height: 0.75rem;
  border-radius: 999px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  overflow: hidden;
  div { height: 100%; background: ${theme.color.success}; }
`;
const Faltantes = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: 0.25rem;
`;

/** How complete the CV is and what to add next (the first item is the next step). */
export function CompletitudCard({ completitud }: { completitud: Completitud }) {
  const { porcentaje, faltantes } = completitud;
  return (
    <Tarjeta titulo="Tu currículum">
      <p>
        Tu currículum está completo al <strong>{porcentaje} %</strong>.
      </p>
      <Barra role="progressbar" aria-label="Currículum completo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={porcentaje} aria-valuetext={`${porcentaje} %`}>
        <div style={{ width: `${porcentaje}%` }} />
      </Barra>
      {faltantes.length ? (
        <>
          <p>
            <strong>Siguiente paso:</strong> {faltantes[0]!.texto}
          </p>
          {faltantes.length > 1 ? (
            <Faltantes aria-label="También te falta">
              {faltantes.slice(1).map((f) => <li key={f.seccion}>{f.texto}</li>)}
            </Faltantes>
          ) : null}
        </>
      ) : (
        <p>¡Tu currículum está completo! Mantenlo al día cuando cambies de trabajo o termines un estudio.</p>
      )}
    </Tarjeta>
  );
}
