import { generatePath } from 'react-router-dom';
import { routeByName, type RouteName } from './manifest';

/** Builds the link of a named route: `href('oferta', { oferta: 'cajero-123' })`. */
export function href(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(routeByName(name).path, params);
}
