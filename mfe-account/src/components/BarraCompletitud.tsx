import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

const Barra = styled.div`
  height: 0.75rem;
  border-radius: 999px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  overflow: hidden;
  div { height: 100%; background: ${theme.color.success}; }
`;

/** How complete the CV is, as a progress bar a screen reader reads as a percentage. */
export function BarraCompletitud({ porcentaje }: { porcentaje: number }) {
  return (
    <Barra role="progressbar" aria-label="Currículum completo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={porcentaje} aria-valuetext={`${porcentaje}\u00a0%`}>
      <div style={{ width: `${porcentaje}%` }} />
    </Barra>
  );
}
