/**
 * The legal pages are CMS pages at their own paths (the slug is the path without its slash), so each portal may
 * write its own with the shared one as default. By route name of the manifest.
 */
export const SLUG_LEGAL = {
  terminosYCondiciones: 'terminos-y-condiciones',
  politicaDePrivacidad: 'politica-de-privacidad',
  politicaDeCookies: 'politica-de-cookies',
} as const;
