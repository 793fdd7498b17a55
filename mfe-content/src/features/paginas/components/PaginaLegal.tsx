import { paginaDeRuta, routeByName } from '@portal/shared/routes';
import { PaginaContenido } from './PaginaContenido';

// The legal pages are CMS pages at their own paths: each portal may write its own, the shared one is the default.
const slugDe = (name: 'terminosYCondiciones' | 'politicaDePrivacidad' | 'politicaDeCookies') => paginaDeRuta(routeByName(name), {}) ?? '';

export function TerminosPage() {
  return <PaginaContenido slug={slugDe('terminosYCondiciones')} />;
}

export function PrivacidadPage() {
  return <PaginaContenido slug={slugDe('politicaDePrivacidad')} />;
}

export function CookiesPage() {
  return <PaginaContenido slug={slugDe('politicaDeCookies')} />;
}
