import { Spinner } from '@portal/shared/ui';
import styled from 'styled-components';

const Status = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  justify-content: center;
  padding: 2rem 1rem;
`;

/** Progress while a page loads or works, announced to screen readers. */
export function Cargando({ texto = 'Cargando…' }: { texto?: string }) {
  return (
    <Status role="status">
      <Spinner />
      <span>{texto}</span>
    </Status>
  );
}
