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

const Nota = styled.p`
  margin: 0.5rem 0 0;
  font-size: 0.875rem;
  color: ${theme.color.textMuted};
`;

const enLista = new Intl.ListFormat('es-CL', { type: 'conjunction' });

/**
 * Median and quartiles of each group with at least 5 salaries; the others are named in one line below, so a
 * position offered in a few regions is not a table of "no figures" rows.
 */
export function TablaGrupos({ titulo, columna, grupos }: { titulo: string; columna: string; grupos: readonly GrupoSueldo[] }) {
  const conCifras = grupos.flatMap(({ clave, nombre, rango }) => (rango ? [{ clave, nombre, rango }] : []));
  const sinCifras = grupos.filter(({ rango }) => !rango).map(({ nombre }) => nombre);
  if (!grupos.length) return null;
  return (
    <Desplazable tabIndex={0} role="region" aria-label={titulo}>
      {conCifras.length ? (
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
            {conCifras.map(({ clave, nombre, rango }) => (
              <tr key={clave}>
                <th scope="row">
                  {nombre}
                  <Cantidad>{formatNumber(rango.cantidad)} ofertas</Cantidad>
                </th>
                <td>{formatMoney(rango.mediana)}</td>
                <td>
                  {formatMoney(rango.p25)} a {formatMoney(rango.p75)}
                </td>
              </tr>
            ))}
          </tbody>
        </Tabla>
      ) : null}
      {sinCifras.length ? (
        <Nota>
          {conCifras.length ? '' : `${titulo}: `}Sin cifras por tener menos de 5 sueldos: {enLista.format(sinCifras)}.
        </Nota>
      ) : null}
    </Desplazable>
  );
}
