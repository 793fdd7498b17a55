// schema.org JobPosting of a live offer, with the properties Google's job-posting guidelines require
// (title, description, datePosted, validThrough, hiringOrganization, jobLocation) and the recommended ones
// the offer has (employmentType, directApply, baseSalary, identifier).
import type { JORNADAS, Oferta } from '@portal/shared/contract';
import { slugify } from '@portal/shared/format';

type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN';

/** Google's type of the offer's working hours: shifts are full-time hours, weekends part-time ones (the seed's texts). */
const TIPO_DE_JORNADA: Readonly<Record<(typeof JORNADAS)[number], EmploymentType>> = {
  COMPLETA: 'FULL_TIME',
  TURNOS: 'FULL_TIME',
  PARCIAL: 'PART_TIME',
  FINES_DE_SEMANA: 'PART_TIME',
};

/**
 * Words of the offer's contract (or its type of position, «Práctica») that say how the job is held, compared
 * as slugs. «Indefinido» names no type of its own: a permanent job is told by its hours alone.
 */
const TIPOS_DE_CONTRATO: readonly (readonly [RegExp, EmploymentType])[] = [
  [/(^|-)(practica|practicante|pasantia)(-|$)/, 'INTERN'],
  [/(^|-)(plazo-fijo|reemplazo|temporal|temporada)(-|$)/, 'TEMPORARY'],
  [/(^|-)(proyecto|honorarios|freelance)(-|$)/, 'CONTRACTOR'],
];

/**
 * Google's employmentType values of an offer: its hours' type, then its contract's, when the contract names
 * one. An unknown contract never drops the hours' type.
 */
function employmentTypes(oferta: Pick<Oferta, 'jornada' | 'tiempoContrato' | 'nombreTipoCargo'>): EmploymentType[] {
  const words = [oferta.tiempoContrato ?? '', oferta.nombreTipoCargo].map(slugify);
  const contrato = TIPOS_DE_CONTRATO.filter(([pattern]) => words.some((word) => pattern.test(word))).map(([, type]) => type);
  return [TIPO_DE_JORNADA[oferta.jornada], ...contrato];
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
    employmentType: types.length === 1 ? types[0] : types,
    // Applied for on the portal itself, not on the employer's site.
    directApply: !oferta.linkPostulacionExterno,
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
