import type { EmpresaFeria } from '@portal/shared/contract';
import { SkeletonBlock, VisuallyHidden } from '@portal/shared/ui';
import styled from 'styled-components';
import { EmpresaCard } from './EmpresaCard';

const Grid = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  &[aria-busy='true'] { opacity: 0.6; }
`;

interface Props {
  empresas: EmpresaFeria[];
  label: string;
  nivel?: 'h2' | 'h3';
  conPabellon?: boolean;
  refreshing?: boolean;
}

/** Company cards in a grid of one column at 390 px and several on desktop. */
export function EmpresasGrid({ empresas, label, nivel, conPabellon, refreshing = false }: Props) {
  return (
    <Grid aria-label={label} aria-busy={refreshing}>
      {empresas.map((empresa) => (
        <li key={empresa.idEmpresa}>
          <EmpresaCard empresa={empresa} nivel={nivel} conPabellon={conPabellon} />
        </li>
      ))}
    </Grid>
  );
}

/** The grid while it loads: card-sized blocks, announced once. */
export function EmpresasGridSkeleton({ cards = 6, label }: { cards?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Grid as="div" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <SkeletonBlock key={index} $height="9.5rem" />
        ))}
      </Grid>
    </div>
  );
}
