import { Spinner } from '@portal/shared/ui';
import styled from 'styled-components';

/** The centred line of a spinner and its words. */
export const CajaCargando = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
`;

/** Progress while a page loads or works, announced to screen readers. */
export function Cargando({ texto = 'Cargando…' }: { texto?: string }) {
  return (
    <CajaCargando role="status">
      <Spinner />
      <span>{texto}</span>
    </CajaCargando>
  );
}
