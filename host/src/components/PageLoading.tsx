import styled from 'styled-components';
import { Spinner } from '@portal/shared/ui';

const Status = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: 40vh;
  margin: 0;
`;

/** Shown while a page's code is on its way (a remote's ./pages, a lazy page). */
export function PageLoading() {
  return (
    <Status role="status" aria-live="polite">
      <Spinner />
      Cargando...
    </Status>
  );
}
