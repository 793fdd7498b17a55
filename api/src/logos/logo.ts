// A company's logo drawn from its name: its initials in white over a dark colour chosen by its id. Every
// company has one without an image host, and the same company always gets the same logo.
import { createHash } from 'node:crypto';

/** Dark enough for white initials (contrast ≥ 4.5:1, WCAG AA), as in the fair's stand pictures. */
export const COLORES_LOGO = ['#0b4f8a', '#1d6b45', '#8a2f0b', '#5b2a86', '#0f5e6b', '#7a1f3d', '#3d4a5c', '#6b4e0b', '#1f4e79', '#2e6b1f', '#8a1c1c', '#4a3b8f'];

export const LADO_LOGO = 96;

/** Connecting words that never give an initial ("Centro de Salud del Pacífico" → "CP"). */
const CONECTORES = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en']);

export function iniciales(nombre: string): string {
  const palabras = nombre.match(/[\p{L}\p{N}]+/gu)?.filter((palabra) => !CONECTORES.has(palabra.toLowerCase())) ?? [];
  const elegidas = palabras.length > 1 ? [palabras[0]!, palabras.at(-1)!] : palabras;
  return elegidas.map((palabra) => palabra.charAt(0).toUpperCase()).join('') || '?';
}

function escaparXml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]!};`);
}

const colorLogo = (idEmpresa: number) => COLORES_LOGO[idEmpresa % COLORES_LOGO.length]!;

export function logoSvg(idEmpresa: number, nombre: string): string {
  const color = colorLogo(idEmpresa);
  const letras = iniciales(nombre);
  const lado = LADO_LOGO;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${lado}" height="${lado}" viewBox="0 0 ${lado} ${lado}">` +
    `<title>${escaparXml(`Logo de ${nombre}`)}</title>` +
    `<rect width="${lado}" height="${lado}" rx="12" fill="${color}"/>` +
    `<text x="${lado / 2}" y="${lado / 2 + 13}" font-family="Arial,Helvetica,sans-serif" font-size="${letras.length > 1 ? 36 : 44}" ` +
    `font-weight="700" fill="#fff" text-anchor="middle">${escaparXml(letras)}</text></svg>`
  );
}

/** Changes with the name the logo is drawn from. Migration 021 computes it in SQL (`left(md5(nombre_fantasia), 8)`): keep both the same. */
export function versionLogo(nombreFantasia: string): string {
  return createHash('md5').update(nombreFantasia).digest('hex').slice(0, 8);
}

/** `empresa.url_logo` of a drawn logo (routes/logos.ts): versioned, so it is cached forever. */
export function urlLogo(idEmpresa: number, nombreFantasia: string): string {
  return `/api/empresas/${idEmpresa}/logo.svg?v=${versionLogo(nombreFantasia)}`;
}

/**
 * What a page needs to draw the logo itself (LogoDibujado in the contract) when the company's logo is the
 * drawn one, null when it is an uploaded image (or none).
 */
export function logoDibujado(idEmpresa: number, nombre: string, urlLogoGuardada: string | null): { iniciales: string; color: string } | null {
  if (!urlLogoGuardada?.startsWith(`/api/empresas/${idEmpresa}/logo.svg`)) return null;
  return { iniciales: iniciales(nombre), color: colorLogo(idEmpresa) };
}
