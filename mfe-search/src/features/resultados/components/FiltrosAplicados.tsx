import { theme } from '@portal/shared/ui';
import styled from 'styled-components';
import type { FiltroAplicado } from '../lib/filtrosAplicados';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A pill as tall as a touch target needs (WCAG 2.5.8: 24 px at least, here 36 px). */
const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 36px;
  padding: 0.25rem 0.75rem;
  border: 1px solid ${theme.color.primary};
  border-radius: 999px;
  background: ${theme.color.highlight};
  color: ${theme.color.primaryDark};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${theme.color.background}; }
`;

const Clear = styled(Chip)`
  border-color: transparent;
  background: none;
  color: ${theme.color.primary};
  text-decoration: underline;
`;

/** The applied filters as chips above the results: each removes its filter; «Limpiar filtros» removes them all. */
export function FiltrosAplicados({ filtros, onQuitar, onLimpiar }: { filtros: FiltroAplicado[]; onQuitar: (filtro: FiltroAplicado) => void; onLimpiar: () => void }) {
  if (!filtros.length) return null;
  return (
    <Row aria-label="Filtros aplicados">
      {filtros.map((filtro) => (
        <li key={filtro.key}>
          <Chip type="button" aria-label={`Quitar filtro ${filtro.nombre}`} onClick={() => { onQuitar(filtro); }}>
            {filtro.nombre}
            <span aria-hidden="true">×</span>
          </Chip>
        </li>
      ))}
      <li>
        <Clear type="button" onClick={onLimpiar}>
          Limpiar filtros
        </Clear>
      </li>
    </Row>
  );
}
