import type { ResumenSueldo } from '@portal/shared/contract';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { useMemo, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { GraficoBarras } from './GraficoBarras';
import { Desplazable, Tabla } from './TablaGrupos';

const Figura = styled.figure`
  margin: 0;
  display: grid;
  gap: 1rem;
  figcaption { font-weight: 600; font-size: 1.125rem; }
`;

/** The chart's box keeps its height from the server's markup on, so drawing it moves nothing (CLS). */
const Lienzo = styled.div`
  position: relative;
  height: 16rem;
`;

const sinCambios = () => () => undefined;

/** Offers per salary band: a chart (drawn in the browser only) and the same figures as a table. */
export function DistribucionSueldos({ bandas }: { bandas: ResumenSueldo['distribucion'] }) {
  const enNavegador = useSyncExternalStore(sinCambios, () => true, () => false);
  const barras = useMemo(() => bandas.map((b) => ({ etiqueta: `${formatMoney(b.desde)} a ${formatMoney(b.hasta)}`, valor: b.cantidad })), [bandas]);
  if (!bandas.length) return null;
  const mayor = bandas.reduce((max, b) => (b.cantidad > max.cantidad ? b : max));
  const descripcion = `Gráfico de barras: ofertas por tramo de sueldo. El tramo con más ofertas es de ${formatMoney(mayor.desde)} a ${formatMoney(mayor.hasta)}, con ${formatNumber(mayor.cantidad)}. Las cifras están en la tabla siguiente.`;
  return (
    <Figura>
      <figcaption>Distribución de los sueldos ofrecidos</figcaption>
      <Lienzo>{enNavegador ? <GraficoBarras barras={barras} descripcion={descripcion} /> : null}</Lienzo>
      <Desplazable tabIndex={0} role="region" aria-label="Ofertas por tramo de sueldo">
        <Tabla>
          <caption>Ofertas por tramo de sueldo</caption>
          <thead>
            <tr>
              <th scope="col">Sueldo mensual</th>
              <th scope="col">Ofertas</th>
            </tr>
          </thead>
          <tbody>
            {barras.map((b) => (
              <tr key={b.etiqueta}>
                <th scope="row">{b.etiqueta}</th>
                <td>{formatNumber(b.valor)}</td>
              </tr>
            ))}
          </tbody>
        </Tabla>
      </Desplazable>
    </Figura>
  );
}
