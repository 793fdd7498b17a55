// The demo portals, one per host name (ARCHITECTURE.md "Demo domains"), their channels and the fair.
// Fair windows run from midnight to 23:59:59 in Chile (UTC-3 in summer).
import type { OfertaSemilla } from './ofertas';

export const PORTALES = [
  { idDominio: 857, dominio: 'localhost', nombre: 'Portal de Empleo Chile', tipo: 'CORPORATIVO', descripcion: 'Miles de ofertas de empleo en todo Chile' },
  { idDominio: 858, dominio: 'saae.localhost', nombre: 'Bolsa Nacional de Empleo', tipo: 'SAAE', descripcion: 'Ofertas de las oficinas municipales de intermediación laboral' },
  { idDominio: 859, dominio: 'alianza.localhost', nombre: 'Alianza Empleo Universitario', tipo: 'ALIANZA', descripcion: 'Empleos y prácticas para estudiantes y titulados' },
  {
    idDominio: 860, dominio: 'feria.localhost', nombre: 'Feria Laboral Virtual', tipo: 'FERIA', descripcion: 'Conoce a las empresas y postula desde sus stands',
    feria: { inicio: '2026-01-01T03:00:00Z', termino: '2031-01-01T02:59:59Z', preRegistro: false },
  },
  {
    idDominio: 861, dominio: 'feria-cerrada.localhost', nombre: 'Feria de Empleo de Verano', tipo: 'FERIA', descripcion: 'Preinscríbete y prepárate para la próxima feria',
    feria: { inicio: '2031-01-01T03:00:00Z', termino: '2031-02-01T02:59:59Z', preRegistro: true },
  },
  { idDominio: 862, dominio: 'cerrado.localhost', nombre: 'Portal Empleo Regional', tipo: 'CORPORATIVO', descripcion: 'Portal fuera de servicio', estado: 'DESACTIVADO' },
] as const;

/** Whether the portal is a university's (ALIANZA): its channels publish offers for students and graduates. */
export const esDeAlianza = (idDominio: number) => PORTALES.some((p) => p.idDominio === idDominio && p.tipo === 'ALIANZA');

/** Internships, trainee programmes and professional or technical jobs asking at most two years of experience. */
export function paraEstudiantesYTitulados(oferta: Pick<OfertaSemilla, 'nombreTipoCargo' | 'aniosExperiencia'>): boolean {
  return ['Práctica', 'Profesional', 'Técnico'].includes(oferta.nombreTipoCargo) && oferta.aniosExperiencia <= 2;
}

/**
 * Each demo portal's identity: its theme, logo (40 px tall, `ancho` wide) and icon in host/marcas/{carpeta}, served
 * by the edge at /marcas/. Migrations 027 and 029 give the same to databases seeded before them.
 */
export const MARCAS: Readonly<Record<number, { carpeta: string; ancho: number }>> = {
  857: { carpeta: 'corporativo', ancho: 184 },
  858: { carpeta: 'saae', ancho: 212 },
  859: { carpeta: 'alianza', ancho: 196 },
  860: { carpeta: 'feria', ancho: 180 },
};

export const CANALES = [
  { idCanal: 101, idDominio: 858, nombre: 'OMIL Santiago', estado: 1 },
  { idCanal: 102, idDominio: 858, nombre: 'OMIL Ñuñoa', estado: 1 },
  { idCanal: 103, idDominio: 858, nombre: 'OMIL Valparaíso', estado: 1 },
  { idCanal: 104, idDominio: 858, nombre: 'OMIL Concepción', estado: 0 },
  { idCanal: 201, idDominio: 859, nombre: 'Universidad del Pacífico Sur', estado: 1 },
  { idCanal: 202, idDominio: 859, nombre: 'Instituto Profesional Los Andes', estado: 1 },
  { idCanal: 203, idDominio: 859, nombre: 'Centro de Formación Técnica Austral', estado: 1 },
];

/** The fair's pavilions; each company stands in the one of its sector (`areas`, the seed's AREAS names). */
export const PABELLONES = [
  { llave: 'tecnologia', nombre: 'Tecnología e Innovación', areas: ['Tecnología'] },
  { llave: 'salud', nombre: 'Salud y Bienestar', areas: ['Salud', 'Enfermería'] },
  { llave: 'mineria-energia', nombre: 'Minería y Energía', areas: ['Minería'] },
  { llave: 'construccion-logistica', nombre: 'Construcción y Logística', areas: ['Construcción', 'Logística'] },
  { llave: 'comercio-retail', nombre: 'Comercio y Retail', areas: ['Ventas', 'Retail'] },
  { llave: 'servicios-educacion', nombre: 'Servicios y Educación', areas: ['Administración', 'Educación'] },
];
