import { theme } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Rejilla = styled.div`
  display: grid;
  gap: 1.5rem;
  @media (min-width: ${theme.breakpoint.desktop}) { grid-template-columns: 1fr 1fr; }
`;

const AnchoCompleto = styled.div`
  grid-column: 1 / -1;
`;

export interface PanelCandidatoProps {
  /** The CV completeness card with its next step (the CV part of issue 10): first, across the panel. */
  curriculum?: ReactNode;
  postulaciones: ReactNode;
  guardadas: ReactNode;
  alertas: ReactNode;
  paraTi: ReactNode;
}

/** The dashboard's sections in their order; phone: one column, desktop: two under the CV card. */
export function PanelCandidato({ curriculum, postulaciones, guardadas, alertas, paraTi }: PanelCandidatoProps) {
  return (
    <Rejilla>
      {curriculum ? <AnchoCompleto>{curriculum}</AnchoCompleto> : null}
      {postulaciones}
      {guardadas}
      {alertas}
      {paraTi}
    </Rejilla>
  );
}
