// The demo portals the catalogue's theme switch offers: the identities in host/marcas/{carpeta} (theme and
// logo), named and sized as the api's seed gives them to each portal (api/src/db/seed/portales.ts, MARCAS).

export interface PortalDemo {
  carpeta: string;
  nombre: string;
  tipo: string;
  /** The logo's width at its 40 px height, as the seed stores it. */
  anchoLogo: number;
}

export const PORTALES_DEMO: readonly PortalDemo[] = [
  { carpeta: 'corporativo', nombre: 'Portal de Empleo Chile', tipo: 'CORPORATIVO', anchoLogo: 184 },
  { carpeta: 'saae', nombre: 'Bolsa Nacional de Empleo', tipo: 'SAAE', anchoLogo: 212 },
  { carpeta: 'alianza', nombre: 'Alianza Empleo Universitario', tipo: 'ALIANZA', anchoLogo: 196 },
  { carpeta: 'feria', nombre: 'Feria Laboral Virtual', tipo: 'FERIA', anchoLogo: 180 },
];

export const ALTO_LOGO = 40;

/** The value of the toolbar's portal switch when no portal theme applies: the kit's own defaults. */
export const SIN_TEMA = 'defecto';
