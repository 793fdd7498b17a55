import { formatNumber } from '@portal/shared/format';
import { theme } from '@portal/shared/ui';
import styled, { css } from 'styled-components';
import type { Sugerencia } from './opciones';

/** The look of what opens under the field (the list, or the note that it is loading). */
export const caja = css`
  background: ${theme.color.background};
  border: 1px solid ${theme.color.textMuted};
  border-radius: ${theme.radius};
  box-shadow: 0 6px 16px rgb(0 0 0 / 15%);
`;

/** Never taller than most of a phone's screen above its keyboard: longer lists scroll. */
const Listbox = styled.div`
  ${caja}
  max-height: min(22rem, 60vh);
  overflow-y: auto;
  &[hidden] { display: none; }
  ul { margin: 0; padding: 0; list-style: none; }
  ul + ul { border-top: 1px solid ${theme.color.border}; }
`;

const Grupo = styled.li`
  padding: 0.5rem 0.75rem 0.25rem;
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** A row of at least 44 px: a finger hits it on a phone. */
const Opcion = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 0.75rem;
  min-height: 44px;
  padding: 0.5rem 0.75rem;
  cursor: pointer;
  &:hover { background: ${theme.color.surface}; }
  /* The option the arrows are on: a tint and a bar, so it shows without relying on colour alone. */
  &[aria-selected='true'] { background: ${theme.color.highlight}; box-shadow: inset 4px 0 0 ${theme.color.primary}; }
`;

const Detalle = styled.span`
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
`;

const ofertas = (cantidad: number) => (cantidad === 1 ? '1 oferta' : `${formatNumber(cantidad)} ofertas`);

export interface SugerenciasListboxProps {
  id: string;
  opciones: readonly Sugerencia[];
  /** Index of the option the arrows are on, -1 for none. */
  activa: number;
  idDeOpcion: (indice: number) => string;
  visible: boolean;
  cargando: boolean;
  onElegir: (sugerencia: Sugerencia) => void;
}

/** The popup of the suggestions combobox (WAI-ARIA listbox): titles and places in two labelled groups. */
export function SugerenciasListbox({ id, opciones, activa, idDeOpcion, visible, cargando, onElegir }: SugerenciasListboxProps) {
  const opcion = (sugerencia: Sugerencia, indice: number) => (
    <Opcion
      key={idDeOpcion(indice)}
      id={idDeOpcion(indice)}
      role="option"
      aria-selected={indice === activa}
      onClick={() => { onElegir(sugerencia); }}
    >
      {sugerencia.tipo === 'cargo' ? (
        <>
          <span>{sugerencia.cargo.nombre}</span>
          <Detalle>{ofertas(sugerencia.cargo.cantidad)}</Detalle>
        </>
      ) : (
        <>
          <span>
            {sugerencia.lugar.nombre}
            {sugerencia.lugar.tipo === 'COMUNA' ? <Detalle>, {sugerencia.lugar.nombreRegion}</Detalle> : null}
          </span>
          <Detalle>{ofertas(sugerencia.lugar.cantidad)}</Detalle>
        </>
      )}
    </Opcion>
  );
  const grupo = (nombre: string, tipo: Sugerencia['tipo']) => {
    const indices = opciones.flatMap((sugerencia, indice) => (sugerencia.tipo === tipo ? [indice] : []));
    if (!indices.length) return null;
    return (
      <ul role="group" aria-labelledby={`${id}-${tipo}`}>
        <Grupo role="presentation" id={`${id}-${tipo}`}>{nombre}</Grupo>
        {indices.map((indice) => opcion(opciones[indice]!, indice))}
      </ul>
    );
  };
  return (
    <Listbox
      id={id}
      role="listbox"
      aria-label="Sugerencias"
      aria-busy={cargando || undefined}
      hidden={!visible}
      // The input keeps the focus (and the keyboard) while a pointer picks or scrolls the list.
      onMouseDown={(event) => { event.preventDefault(); }}
    >
      {grupo('Cargos', 'cargo')}
      {grupo('Lugares', 'lugar')}
    </Listbox>
  );
}
