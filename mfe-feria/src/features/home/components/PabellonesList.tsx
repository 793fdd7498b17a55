import { href } from '@portal/shared/routes';
import { IconoSiguiente } from '@portal/shared/iconos-secundarios';
import { Card, CardLink, Skeleton, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePabellones } from '../../../hooks/usePabellones';

const List = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  & > li { display: grid; }
`;

const Pabellon = styled(Card)`
  min-height: 6.5rem;
  align-content: space-between;
  border-top-width: 6px;
`;

const Nombre = styled.h3`
  font-size: ${theme.text.lg};
  line-height: 1.3;
`;

const Ver = styled.p`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  color: ${theme.color.textMuted};
  font-size: ${theme.text.sm};
`;

/** The fair's pavilions as cards in the portal's colours, each opening its page. */
export function PabellonesList() {
  const { data: pabellones } = usePabellones();
  if (!pabellones) return <Skeleton lines={4} label="Cargando pabellones…" />;
  if (pabellones.length === 0) return <p>Pronto publicaremos los pabellones de la feria.</p>;
  return (
    <List aria-labelledby="pabellones-title">
      {pabellones.map((pabellon) => (
        <li key={pabellon.idOpcionCategoria}>
          {/* The data gives a pavilion no colour of its own: it wears the portal's. */}
          <Pabellon $acento={theme.color.primary}>
            <Nombre>
              <CardLink as={Link} to={href('pabellon', { slugpabellon: pabellon.llaveOpcionCategoria })}>
                {pabellon.nombreOpcionCategoria}
              </CardLink>
            </Nombre>
            <Ver aria-hidden="true">Ver sus empresas <IconoSiguiente /></Ver>
          </Pabellon>
        </li>
      ))}
    </List>
  );
}
