import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { portalConfigAtom } from '@portal/shared/state';

/** Takes the room left beside the menu button and wraps there, so the button stays on the bar's first line. */
const Home = styled(Link)`
  flex: 1 1 0;
  min-width: 0;
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
`;

/** The portal's name, linking home: the logo of every header. */
export function Brand() {
  const { nombre } = useAtomValue(portalConfigAtom);
  return <Home to="/">{nombre}</Home>;
}
