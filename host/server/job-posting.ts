// schema.org JobPosting of a live offer, with the properties Google's job-posting guidelines require
// (title, description, datePosted, validThrough, hiringOrganization, jobLocation) and the recommended ones
// the offer has (employmentType, baseSalary, identifier).
import type { Oferta } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';

type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'VOLUNTEER';

/** Words of the offer's type, contract or title that say how the job is held (compared as slugs). */
const EMPLOYMENT_TYPES: readonly (readonly [RegExp, EmploymentType])[] = [
  [/(^|-)(part-time|media-jornada|jornada-parcial)(-|$)/, 'PART_TIME'],
  [/(^|-)(full-time|jornada-completa)(-|$)/, 'FULL_TIME'],
  [/(^|-)(practica|practicante|pasantia)(-|$)/, 'INTERN'],
  [/(^|-)(plazo-fijo|reemplazo|temporal|temporada)(-|$)/, 'TEMPORARY'],
  [/(^|-)(por-proyecto|honorarios|freelance)(-|$)/, 'CONTRACTOR'],
  [/(^|-)(voluntariado|voluntario)(-|$)/, 'VOLUNTEER'],
];

/** Google's employmentType values the offer's own words name; empty when they name none. */
export function employmentTypes(oferta: Pick<Oferta, 'nombreTipoCargo' | 'tiempoContrato' | 'nombreCargo'>): EmploymentType[] {
  const words = [oferta.nombreTipoCargo, oferta.tiempoContrato ?? '', oferta.nombreCargo].map(slugify);
  return EMPLOYMENT_TYPES.filter(([pattern]) => words.some((word) => pattern.test(word))).map(([, type]) => type);
}

/** Live: ACTIVA and not past its expiry. Expired offers stay indexable but carry no JobPosting. */
export function isLive(oferta: Pick<Oferta, 'estadoOferta' | 'fechaExpiracion'>, now = Date.now()): boolean {
  return oferta.estadoOferta === 'ACTIVA' && Date.parse(oferta.fechaExpiracion) > now;
}

export function jobPosting(oferta: Oferta, { url, portalName }: { url: string; portalName: string }): Record<string, unknown> {
  const { ubicacion } = oferta;
  const types = employmentTypes(oferta);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: oferta.nombreCargo,
    description: oferta.descripcionOferta,
    datePosted: oferta.fechaPublicacionFormatoIngles,
    validThrough: oferta.fechaExpiracion,
    url,
    identifier: { '@type': 'PropertyValue', name: portalName, value: String(oferta.idOferta) },
    hiringOrganization: {
      '@type': 'Organization',
      name: oferta.nombreEmpresaFantasia,
      ...(oferta.urlLogo ? { logo: new URL(oferta.urlLogo, url).href } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(ubicacion.direccion ? { streetAddress: ubicacion.direccion } : {}),
        addressLocality: ubicacion.nombreComuna,
        addressRegion: ubicacion.nombreRegion,
        ...(ubicacion.codigoPostal ? { postalCode: ubicacion.codigoPostal } : {}),
        addressCountry: 'CL',
      },
    },
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    ...(oferta.mostrarSueldo && oferta.sueldo
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: /^[A-Z]{3}$/.test(oferta.nombreMoneda) ? oferta.nombreMoneda : 'CLP',
            // Chilean offers state the monthly gross salary.
            value: { '@type': 'QuantitativeValue', value: oferta.sueldo, unitText: 'MONTH' },
          },
        }
      : {}),
  };
}
