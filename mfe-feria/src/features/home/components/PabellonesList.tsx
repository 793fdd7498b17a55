import { href } from '@portal/shared/routes';
import { Skeleton, theme } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePabellones } from '../../../hooks/usePabellones';

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  a {
    display: flex;
    align-items: center;
    min-height: 3.5rem;
    padding: 1rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    font-weight: 600;
  }
`;

/** The fair's pavilions, each linking to its page. */
export function PabellonesList() {
  const { data: pabellones } = usePabellones();
  if (!pabellones) return <Skeleton lines={4} label="Cargando pabellones…" />;
  if (pabellones.length === 0) return <p>Pronto publicaremos los pabellones de la feria.</p>;
  return (
    <List aria-labelledby="pabellones-title">
      {pabellones.map((pabellon) => (
        <li key={pabellon.idOpcionCategoria}>
          <Link to={href('pabellon', { slugpabellon: pabellon.llaveOpcionCategoria })}>{pabellon.nombreOpcionCategoria}</Link>
        </li>
      ))}
    </List>
  );
}
