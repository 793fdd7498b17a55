import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { portalConfigAtom } from '@portal/shared/state';

const Home = styled(Link)`
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

/** The portal's name, linking home: the logo of every header. */
export function Brand() {
  const { nombre } = useAtomValue(portalConfigAtom);
  return <Home to="/">{nombre}</Home>;
}
