import type { GrupoSueldo } from '@portal/shared/contract';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

/** A wide table scrolls inside its own box on a phone, reachable by keyboard (WCAG 2.1.1). */
export const Desplazable = styled.div`
  overflow-x: auto;
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

export const Tabla = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption { text-align: left; font-weight: 600; font-size: 1.125rem; margin-bottom: 0.5rem; }
  th, td { padding: 0.5rem 0.375rem; border-bottom: 1px solid ${theme.color.border}; text-align: left; vertical-align: top; }
  thead th { font-size: 0.875rem; color: ${theme.color.textMuted}; }
  /* Three columns fit a 390 px phone: amounts wrap between them, never inside. */
  @media (max-width: 480px) { font-size: 0.875rem; }
`;

/** How many salaries a group's figures come from, under its name (a column of its own would not fit a phone). */
const Cantidad = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.875rem;
  color: ${theme.color.textMuted};
`;

/** Median and quartiles of each group; a group under 5 salaries says so instead of figures. */
export function TablaGrupos({ titulo, columna, grupos }: { titulo: string; columna: string; grupos: readonly GrupoSueldo[] }) {
  if (!grupos.length) return null;
  return (
    <Desplazable tabIndex={0} role="region" aria-label={titulo}>
      <Tabla>
        <caption>{titulo}</caption>
        <thead>
          <tr>
            <th scope="col">{columna}</th>
            <th scope="col">Mediana</th>
            <th scope="col">Rango habitual</th>
          </tr>
        </thead>
        <tbody>
          {grupos.map(({ clave, nombre, rango }) => (
            <tr key={clave}>
              <th scope="row">
                {nombre}
                {rango ? <Cantidad>{formatNumber(rango.cantidad)} ofertas</Cantidad> : null}
              </th>
              {rango ? (
                <>
                  <td>{formatMoney(rango.mediana)}</td>
                  <td>
                    {formatMoney(rango.p25)} a {formatMoney(rango.p75)}
                  </td>
                </>
              ) : (
                <td colSpan={2}>Menos de 5 sueldos: sin cifras</td>
              )}
            </tr>
          ))}
        </tbody>
      </Tabla>
    </Desplazable>
  );
}
