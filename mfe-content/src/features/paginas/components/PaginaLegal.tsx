import { paginaDeRuta, routeByName } from '@portal/shared/routes';
import { PaginaContenido } from './PaginaContenido';

// The legal pages and the events' information are CMS pages at their own paths: each portal may write its own,
// the shared one is the default.
const slugDe = (name: 'terminosYCondiciones' | 'politicaDePrivacidad' | 'politicaDeCookies' | 'informacionDelEvento') => paginaDeRuta(routeByName(name), {}) ?? '';

export function TerminosPage() {
  return <PaginaContenido slug={slugDe('terminosYCondiciones')} />;
}

export function PrivacidadPage() {
  return <PaginaContenido slug={slugDe('politicaDePrivacidad')} />;
}

export function CookiesPage() {
  return <PaginaContenido slug={slugDe('politicaDeCookies')} />;
}

export function InformacionEventosPage() {
  return <PaginaContenido slug={slugDe('informacionDelEvento')} />;
}
