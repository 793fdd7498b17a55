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
  // The chip just removed (null: all of them) and those after it, until a list without it renders: a search waits a
  // moment for its answer, and another chip may be pressed meanwhile.
  const quitado = useRef<{ key: string | null; despues: string[] } | null>(null);
  useEffect(() => {
    const { key, despues } = quitado.current ?? {};
    if (key === undefined || filtros.some((filtro) => key === null || filtro.key === key)) return;
    quitado.current = null;
    const botones = lista.current?.querySelectorAll('button');
    const siguiente = filtros.findIndex((filtro) => despues?.includes(filtro.key));
    const destino = siguiente === -1 ? botones?.[botones.length - 1] : botones?.[siguiente];
    if (destino) destino.focus();
    else alVaciar();
  }, [filtros, alVaciar]);

  if (!filtros.length) return null;
  return (
    <Row ref={lista} aria-label="Filtros aplicados">
      {filtros.map((filtro, i) => (
        <li key={filtro.key}>
          <Chip type="button" aria-label={`Quitar filtro ${filtro.nombre}`} onClick={() => { quitado.current = { key: filtro.key, despues: filtros.slice(i + 1).map((f) => f.key) }; onQuitar(filtro); }}>
            {filtro.nombre}
            <IconoCerrar width="1em" height="1em" />
          </Chip>
        </li>
      ))}
      <li>
        <Clear type="button" onClick={() => { quitado.current = { key: null, despues: [] }; onLimpiar(); }}>
          Limpiar filtros
        </Clear>
      </li>
    </Row>
  );
}
