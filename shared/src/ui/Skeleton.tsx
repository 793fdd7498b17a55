import styled, { keyframes } from 'styled-components';
import { theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const pulse = keyframes`50% { opacity: 0.5; }`;

export const SkeletonBlock = styled.div<{ $height?: string; $width?: string }>`
  height: ${({ $height }) => $height ?? '1rem'};
  width: ${({ $width }) => $width ?? '100%'};
  background: ${theme.color.surface};
  border-radius: ${theme.radius};
  animation: ${pulse} 1.5s ease-in-out infinite;
`;

const Line = styled.div<{ $height: string }>`
  display: flex;
  align-items: center;
  height: ${({ $height }) => $height};
`;

/**
 * One line of text while it loads: as tall as the line that replaces it (`height`, its font size times its
 * line height), with a bar the size of its letters.
 */
export function SkeletonLine({ height, width, barHeight = '0.9rem' }: { height: string; width: string; barHeight?: string }) {
  return (
    <Line $height={height}>
      <SkeletonBlock $height={barHeight} $width={width} />
    </Line>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 0.75rem;
`;

/** Placeholder lines while content loads; announced once as "Cargando…". */
export function Skeleton({ lines = 4, label = 'Cargando…' }: { lines?: number; label?: string }) {
  return (
    <Stack role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonBlock key={index} $width={index === 0 ? '60%' : undefined} />
      ))}
    </Stack>
  );
}
