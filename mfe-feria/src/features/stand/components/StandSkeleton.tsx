import { SkeletonBlock, SkeletonLine, VisuallyHidden } from '@portal/shared/ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** The stand while it loads: logo and name, presentation, pictures and offers at their sizes. */
export function StandSkeleton() {
  return (
    <Stack role="status" aria-live="polite">
      <VisuallyHidden>Cargando el stand…</VisuallyHidden>
      <SkeletonBlock $height="100px" $width="200px" />
      <SkeletonLine height="2.4rem" width="60%" barHeight="1.75rem" />
      <SkeletonBlock $height="4.5rem" />
      <SkeletonBlock $height="12rem" />
      <SkeletonBlock $height="5rem" />
      <SkeletonBlock $height="5rem" />
    </Stack>
  );
}
