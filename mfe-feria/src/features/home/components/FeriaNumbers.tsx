import type { HomeFeria } from '@portal/shared/contract';
import { formatNumber } from '@portal/shared/format';
import { theme } from '@portal/shared/ui';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: 0.75rem;
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
    text-align: center;
  }
  dt { color: ${theme.color.text}; }
  dd { margin: 0; font-size: clamp(1.25rem, 5vw, 2rem); font-weight: 700; }
`;

/** The fair in numbers: companies, offers and the positions they fill. */
export function FeriaNumbers({ cifras }: { cifras: HomeFeria['cifras'] }) {
  const items = [
    ['Empresas', cifras.empresas],
    ['Ofertas', cifras.ofertas],
    ['Vacantes', cifras.vacantes],
  ] as const;
  return (
    <List aria-label="La feria en cifras">
      {items.map(([nombre, valor]) => (
        <div key={nombre}>
          <dt>{nombre}</dt>
          <dd>{formatNumber(valor)}</dd>
        </div>
      ))}
    </List>
  );
}
