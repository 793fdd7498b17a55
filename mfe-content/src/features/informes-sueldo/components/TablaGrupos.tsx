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
  /* Four columns fit a 390 px phone: amounts wrap between them, never inside. */
  @media (max-width: 480px) { font-size: 0.875rem; }
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
            <th scope="col">Ofertas</th>
          </tr>
        </thead>
        <tbody>
          {grupos.map(({ clave, nombre, rango }) => (
            <tr key={clave}>
              <th scope="row">{nombre}</th>
              {rango ? (
                <>
                  <td>{formatMoney(rango.mediana)}</td>
                  <td>
                    {formatMoney(rango.p25)} a {formatMoney(rango.p75)}
                  </td>
                  <td>{formatNumber(rango.cantidad)}</td>
                </>
              ) : (
                <td colSpan={3}>Menos de 5 sueldos: sin cifras</td>
              )}
            </tr>
          ))}
        </tbody>
      </Tabla>
    </Desplazable>
  );
}
