import { SkeletonBlock, VisuallyHidden } from '@portal/shared/ui';
import styled from 'styled-components';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** The stand while it loads: banner, logo and name, presentation, pictures and offers at their sizes. */
export function StandSkeleton() {
  return (
    <Stack role="status" aria-live="polite">
      <VisuallyHidden>Cargando el stand…</VisuallyHidden>
      {/* The banner with the logo on it, the name and the pavilion line (StandHeader). */}
      <SkeletonBlock $height="13rem" />
      <SkeletonBlock $height="4.5rem" />
      <SkeletonBlock $height="12rem" />
      <SkeletonBlock $height="5rem" />
      <SkeletonBlock $height="5rem" />
    </Stack>
  );
}
