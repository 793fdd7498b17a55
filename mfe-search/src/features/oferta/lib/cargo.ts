import { slugify } from '@portal/shared/format';
import { href } from '@portal/shared/routes';

/**
 * The occupation an offer's title names, for its landing `/trabajo-empleo/{cargo}`: without the gendered
 * ending, the alternative after « / » or the working hours ("Cajero/a Part Time" → "Cajero"), so the landing
 * finds every title of that occupation (its search takes each word as a prefix).
 */
export function cargoDelTitulo(titulo: string): string {
  return titulo
    .split(' / ')[0]!
    .replace(/\/[ao]\b/giu, '')
    .replace(/\b(part time|fin(es)? de semana|turno (de )?(noche|día|tarde|mañana))\b/giu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The link to the occupation's landing, or null when the title leaves no words for a slug. */
export function landingDelCargo(titulo: string): { cargo: string; url: string } | null {
  const cargo = cargoDelTitulo(titulo);
  const slug = slugify(cargo);
  return slug ? { cargo, url: href('trabajoEmpleoCargo', { cargo: slug }) } : null;
}
