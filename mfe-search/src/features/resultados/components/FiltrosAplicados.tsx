import { IconoCerrar, theme } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { FiltroAplicado } from '../lib/filtros-aplicados';

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

interface Props {
  filtros: FiltroAplicado[];
  onQuitar: (filtro: FiltroAplicado) => void;
  onLimpiar: () => void;
  /** Where focus goes once no chip is left (the page's title): the button pressed is gone. */
  alVaciar: () => void;
}

/**
 * The applied filters as chips above the results: each removes its filter; «Limpiar filtros» removes them all.
 * A keyboard user who removes one lands on the chip that took its place, never on the page's start.
 */
export function FiltrosAplicados({ filtros, onQuitar, onLimpiar, alVaciar }: Props) {
  const lista = useRef<HTMLUListElement>(null);
  // The position of the chip just removed, until the list without it renders.
  const foco = useRef<number | null>(null);
  useEffect(() => {
    if (foco.current === null) return;
    const botones = lista.current?.querySelectorAll('button');
    const destino = botones?.[Math.min(foco.current, botones.length - 1)];
    foco.current = null;
    if (destino) destino.focus();
    else alVaciar();
  }, [filtros, alVaciar]);

  if (!filtros.length) return null;
  return (
    <Row ref={lista} aria-label="Filtros aplicados">
      {filtros.map((filtro, i) => (
        <li key={filtro.key}>
          <Chip type="button" aria-label={`Quitar filtro ${filtro.nombre}`} onClick={() => { foco.current = i; onQuitar(filtro); }}>
            {filtro.nombre}
            <IconoCerrar width="1em" height="1em" />
          </Chip>
        </li>
      ))}
      <li>
        <Clear type="button" onClick={() => { foco.current = filtros.length; onLimpiar(); }}>
          Limpiar filtros
        </Clear>
      </li>
    </Row>
  );
}
