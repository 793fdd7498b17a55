import { theme } from '@portal/shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { SelectInmediato } from './EleccionInmediata';
import { opcionesOrden, valorOrden } from '../lib/ordenes';
import type { EstadoBusqueda } from '../lib/estado-busqueda';

/** Shares a phone's row with "Filtros": it may shrink to 12rem, and grows no wider than 20rem. */
const Field = styled.div`
  display: flex;
  flex: 1 1 12rem;
  align-items: center;
  justify-content: flex-end;
  gap: 0.5rem;
  min-width: 0;
  max-width: 20rem;
  label { font-weight: 600; white-space: nowrap; }
  select {
    flex: 1 1 auto;
    min-width: 0;
    min-height: 44px;
    padding: 0 0.5rem;
    font: inherit;
    border: 1px solid ${theme.color.textMuted};
    border-radius: ${theme.radius};
    background: ${theme.color.background};
  }
`;

/** One compact control for the order: each option sets both `orden` and `tipoOrden`. */
export function OrdenSelect({ state, onChange }: { state: EstadoBusqueda; onChange: (patch: Partial<EstadoBusqueda>) => void }) {
  const id = useId();
  const opciones = opcionesOrden(state);
  return (
    <Field>
      <label htmlFor={id}>Ordenar</label>
      <SelectInmediato
        id={id}
        value={valorOrden(state)}
        onChange={(event) => {
          const elegida = opciones.find((opcion) => opcion.valor === event.target.value);
          if (elegida) onChange({ orden: elegida.orden, tipoOrden: elegida.tipoOrden });
        }}
      >
        {opciones.map((opcion) => (
          <option key={opcion.valor} value={opcion.valor}>
            {opcion.nombre}
          </option>
        ))}
      </SelectInmediato>
    </Field>
  );
}
