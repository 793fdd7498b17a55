import { SLUG_LEGAL } from '../lib/legales';
import { PaginaContenido } from './PaginaContenido';

export function TerminosPage() {
  return <PaginaContenido slug={SLUG_LEGAL.terminosYCondiciones} />;
}

export function PrivacidadPage() {
  return <PaginaContenido slug={SLUG_LEGAL.politicaDePrivacidad} />;
}

export function CookiesPage() {
  return <PaginaContenido slug={SLUG_LEGAL.politicaDeCookies} />;
}
