import type { DistribucionPostulantes } from '@portal/shared/contract';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

const Lista = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Fila = styled.li<{ $tuya: boolean }>`
  display: grid;
  grid-template-columns: minmax(8rem, 14rem) 1fr 3.5rem;
  gap: 0.5rem;
  align-items: center;
  font-weight: ${({ $tuya }) => ($tuya ? 700 : 400)};
  @media (max-width: 480px) { grid-template-columns: 1fr 3.5rem; }
`;

/** The bar only repeats the percentage written beside it. */
const Barra = styled.span<{ $porcentaje: number; $tuya: boolean }>`
  height: 0.75rem;
  border-radius: 4px;
  background: linear-gradient(to right, ${({ $tuya }) => ($tuya ? theme.color.primary : theme.color.textMuted)} ${({ $porcentaje }) => $porcentaje}%, ${theme.color.surface} 0);
  border: 1px solid ${theme.color.border};
  @media (max-width: 480px) { grid-column: 1 / -1; grid-row: 2; }
`;

/** One trait's bands: each band's share of the applicants, the candidate's marked «Tú». */
export function DistribucionBarras({ titulo, bandas }: { titulo: string; bandas: DistribucionPostulantes }) {
  return (
    <section aria-label={titulo}>
      <h3>{titulo}</h3>
      <Lista>
        {bandas.map((b) => (
          <Fila key={b.clave} $tuya={b.tuyo}>
            <span>
              {b.nombre}
              {b.tuyo ? ' (tú)' : ''}
            </span>
            <Barra aria-hidden="true" $porcentaje={b.porcentaje} $tuya={b.tuyo} />
            <span>{b.porcentaje}&nbsp;%</span>
          </Fila>
        ))}
      </Lista>
    </section>
  );
}
