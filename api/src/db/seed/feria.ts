// The fair portals' pavilions and stands: the open fair has 40 companies with offers in six pavilions and
// three that publish nothing yet, the closed one eight. A stand shows its company's one logo; its pictures
// are small SVGs as data: URLs (the edge's CSP allows them), so the demo needs no image host.
import { slugify } from '@portal/shared/format';
import { LADO_LOGO, urlLogo } from '../../logos/logo';
import type { EmpresaSemilla } from './empresas';
import { PABELLONES } from './portales';
import { Prng } from './prng';
import { insertSql, type Valor } from './sql';

const CON_OFERTAS_FERIA_ABIERTA = 40;
const MINIMO_POR_PABELLON = 6;
const DESTACADAS = 8;

const BENEFICIOS_STAND = [
  'Seguro complementario de salud y dental',
  'Aguinaldo de Fiestas Patrias y Navidad',
  'Bono de vacaciones',
  'Día libre de cumpleaños',
  'Sala cuna y jardín infantil en convenio',
  'Convenio con caja de compensación',
  'Horario flexible los viernes',
  'Trabajo híbrido',
  'Tarjeta de alimentación',
  'Capacitación con franquicia SENCE',
  'Bono por hijo en edad escolar',
  'Seguro de vida',
  'Convenio con gimnasios',
  'Préstamos blandos para trabajadores',
];

const PRESENTACIONES: Record<string, string> = {
  tecnologia:
    'desarrolla soluciones digitales para empresas de todo Chile. Buscamos personas curiosas que quieran aprender nuevas tecnologías y trabajar en equipos ágiles.',
  salud:
    'cuida a miles de pacientes cada año con un equipo comprometido con una atención de calidad. Súmate a un lugar donde tu vocación de servicio hace la diferencia.',
  'mineria-energia':
    'trabaja junto a la gran minería del norte de Chile con los más altos estándares de seguridad. Ofrecemos sistemas de turno, formación técnica y crecimiento en faena.',
  'construccion-logistica':
    'construye y mueve lo que Chile necesita, de Arica a Punta Arenas. Valoramos el trabajo en equipo, la seguridad y el cumplimiento de los plazos.',
  'comercio-retail':
    'atiende a clientes en todo el país con una propuesta cercana y de calidad. Buscamos personas con vocación de servicio y ganas de crecer en el comercio.',
  'servicios-educacion':
    'acompaña a personas y organizaciones con servicios profesionales y formación de excelencia. Creemos en el desarrollo de nuestro equipo y en el aprendizaje continuo.',
};

// Dark enough for white text (contrast ≥ 4.5:1).
const COLORES = ['#0b4f8a', '#1d6b45', '#8a2f0b', '#5b2a86', '#0f5e6b', '#7a1f3d', '#3d4a5c', '#6b4e0b'];

const svg = (contenido: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(contenido)}`;

function imagen(texto: string, color: string): string {
  return svg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="${color}"/>` +
      `<circle cx="520" cy="90" r="140" fill="#fff" fill-opacity="0.12"/><circle cx="90" cy="360" r="120" fill="#fff" fill-opacity="0.08"/>` +
      `<text x="40" y="350" font-family="Arial,sans-serif" font-size="30" fill="#fff">${texto.replace(/&/g, '&amp;')}</text></svg>`,
  );
}

/** The pavilion of the company's sector; -1 for the sectors the fair has none for. */
function pabellonDe(empresa: EmpresaSemilla): number {
  return PABELLONES.findIndex((p) => p.areas.includes(empresa.area));
}

/**
 * The open fair's companies: the 17 the seed always drew (`prng`, the main generator, draws exactly as before
 * so the data made after it stay the same), topped up by `propio` to six a pavilion and forty in all.
 */
function empresasFeriaAbierta(prng: Prng, propio: Prng, publicadoras: EmpresaSemilla[]): EmpresaSemilla[] {
  const elegidas = prng.sample(publicadoras, 17);
  const resto = () => propio.sample(publicadoras.filter((e) => !elegidas.includes(e)), publicadoras.length);
  PABELLONES.forEach((_, i) => {
    const faltan = MINIMO_POR_PABELLON - elegidas.filter((e) => pabellonDe(e) === i).length;
    elegidas.push(...resto().filter((e) => pabellonDe(e) === i).slice(0, Math.max(0, faltan)));
  });
  elegidas.push(...resto().slice(0, Math.max(0, CON_OFERTAS_FERIA_ABIERTA - elegidas.length)));
  return elegidas;
}

function stand(propio: Prng, idDominio: number, idPabellon: number, empresa: EmpresaSemilla, destacada: boolean): Valor[] {
  const pabellon = PABELLONES[pabellonDe(empresa)]!;
  const slug = slugify(empresa.nombreFantasia);
  const color = propio.pick(COLORES);
  const imagenes = [
    { url: imagen(`El equipo de ${empresa.nombreFantasia}`, color), alt: `El equipo de ${empresa.nombreFantasia}`, ancho: 640, alto: 400 },
    { url: imagen('Nuestras instalaciones', propio.pick(COLORES)), alt: `Instalaciones de ${empresa.nombreFantasia}`, ancho: 640, alto: 400 },
  ];
  return [
    idDominio,
    empresa.idEmpresa,
    idPabellon,
    slug,
    `${empresa.nombreFantasia} ${PRESENTACIONES[pabellon.llave]!}`,
    // The company's one logo, the same as on its offers and in the company list.
    urlLogo(empresa.idEmpresa, empresa.nombreFantasia),
    LADO_LOGO,
    LADO_LOGO,
    propio.chance(0.5) ? `https://example.com/videos/${slug}` : null,
    JSON.stringify(imagenes),
    propio.sample(BENEFICIOS_STAND, propio.int(3, 6)),
    destacada,
  ];
}

/** Pavilions and stands of both fair portals, as INSERT statements: companies of the sectors with a pavilion. */
export function seedFerias(prng: Prng, todas: EmpresaSemilla[]): string[] {
  const propio = new Prng(20261124);
  const empresas = todas.filter((e) => pabellonDe(e) >= 0);
  const publicadoras = empresas.filter((e) => e.publica);
  const abierta = empresasFeriaAbierta(prng, propio, publicadoras);
  const destacadas = new Set(propio.sample(abierta, DESTACADAS));
  const ferias = [
    { idDominio: 860, empresas: [...abierta, ...empresas.filter((e) => !e.publica).slice(-3)] },
    { idDominio: 861, empresas: prng.sample(publicadoras, 8) },
  ];
  const pabellones: Valor[][] = [];
  const stands: Valor[][] = [];
  for (const feria of ferias) {
    const base = pabellones.length;
    PABELLONES.forEach((p, i) => pabellones.push([base + i + 1, feria.idDominio, p.llave, p.nombre]));
    for (const empresa of feria.empresas) {
      stands.push(stand(propio, feria.idDominio, base + pabellonDe(empresa) + 1, empresa, destacadas.has(empresa)));
    }
  }
  return [
    ...insertSql('pabellon', ['id_opcion_categoria', 'id_dominio', 'llave', 'nombre'], pabellones),
    ...insertSql(
      'feria_empresa',
      ['id_dominio', 'id_empresa', 'id_opcion_categoria', 'stand', 'presentacion', 'url_logo', 'logo_ancho', 'logo_alto', 'url_video', 'imagenes', 'beneficios', 'destacada'],
      stands,
    ),
  ];
}
