import type { ResumenSueldo } from '@portal/shared/contract';
import { formatMoney, formatNumber } from '@portal/shared/format';
import { Fecha, theme } from '@portal/shared/ui';
import styled from 'styled-components';
import { DistribucionSueldos } from './DistribucionSueldos';
import { TablaGrupos } from './TablaGrupos';

const Destacadas = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 1rem;
  margin: 0;
  div { padding: 1rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius}; background: ${theme.color.surface}; }
  dt { color: ${theme.color.textMuted}; }
  dd { margin: 0.25rem 0 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Nota = styled.p`
  margin: 0;
  color: ${theme.color.textMuted};
`;

export const SIN_CIFRAS = 'Aún no hay suficientes sueldos publicados para este cargo: mostramos cifras solo con al menos 5 sueldos, para que ninguna oferta se pueda reconocer.';

/** The figures of a position: median and usual range, the distribution, by region and by experience. */
export function CifrasSueldo({ resumen }: { resumen: ResumenSueldo }) {
  const { general } = resumen;
  if (!general) return <p>{SIN_CIFRAS}</p>;
  return (
    <>
      <Destacadas>
        <div>
          <dt>Sueldo mediano</dt>
          <dd>{formatMoney(general.mediana)}</dd>
        </div>
        <div>
          <dt>Rango habitual (la mitad central)</dt>
          <dd>
            {formatMoney(general.p25)} a {formatMoney(general.p75)}
          </dd>
        </div>
      </Destacadas>
      <Nota>
        Calculado con {formatNumber(general.cantidad)} ofertas vigentes y recientes que publican su sueldo, al <Fecha iso={resumen.actualizado} />. Son sueldos brutos mensuales,
        como los publican las ofertas. La mitad central va del percentil 25 al 75.
      </Nota>
      <DistribucionSueldos bandas={resumen.distribucion} />
      <TablaGrupos titulo="Sueldo por región" columna="Región" grupos={resumen.porRegion} />
      <TablaGrupos titulo="Sueldo por años de experiencia pedidos" columna="Experiencia" grupos={resumen.porExperiencia} />
    </>
  );
}
