import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { loadingVisibleAtom } from '@portal/shared/state';
import { Spinner, theme } from '@portal/shared/ui';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: rgb(255 255 255 / 85%);
`;

const Box = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 1.5rem;
  border-radius: ${theme.radius};
  background: ${theme.color.background};
  box-shadow: 0 2px 12px rgb(0 0 0 / 20%);
  font-weight: 600;
`;

/** SPEC.md section 2: "Cargando..." with a spinner above everything, while any show-loading is pending. */
export function LoadingOverlay() {
  const visible = useAtomValue(loadingVisibleAtom);
  if (!visible) return null;
  return (
    <Overlay>
      <Box role="status" aria-live="assertive">
        <Spinner />
        Cargando...
      </Box>
    </Overlay>
  );
}
