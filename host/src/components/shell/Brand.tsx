import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { portalConfigAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';

/** Takes the room left beside the menu button and wraps there, so the button stays on the bar's first line. */
const Home = styled(Link)`
  flex: 1 1 0;
  min-width: 0;
  font-size: 1.25rem;
  font-weight: 700;
  text-decoration: none;
  /* Below a desktop the bar is short: the logo keeps its proportions at 32 px tall, so the page's headline, not
     the logo, is the largest thing on a phone's first screen. */
  img { display: block; max-width: 100%; height: auto; }
  @media not all and (min-width: ${theme.breakpoint.desktop}) {
    img { height: 32px; width: auto; object-fit: contain; object-position: left center; }
  }
`;

/**
 * The portal's logo, linking home; its name in text when it has none. The logo's width and height keep its room
 * before it loads (no layout shift) and its alt text is the portal's name.
 */
export function Brand() {
  const { nombre, logo } = useAtomValue(portalConfigAtom);
  return <Home to="/">{logo ? <img src={logo.url} width={logo.ancho} height={logo.alto} alt={nombre} /> : nombre}</Home>;
}
