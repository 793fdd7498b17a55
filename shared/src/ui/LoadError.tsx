import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';

const Wrapper = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

/** A failed load: what went wrong, in Spanish, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Wrapper>
      <Alert>{message}</Alert>
      <Button type="button" onClick={onRetry}>
        Reintentar
      </Button>
    </Wrapper>
  );
}
