// The 16 regions of Chile (north to south) with their main comunas; `peso` skews offers toward
// where jobs are (Santiago first).
export interface RegionSemilla {
  numero: string;
  nombre: string;
  peso: number;
  comunas: string[];
}

export const REGIONES: RegionSemilla[] = [
  { numero: 'XV', nombre: 'Región de Arica y Parinacota', peso: 2, comunas: ['Arica', 'Camarones', 'Putre', 'General Lagos'] },
  { numero: 'I', nombre: 'Región de Tarapacá', peso: 3, comunas: ['Iquique', 'Alto Hospicio', 'Pozo Almonte', 'Pica', 'Huara'] },
  {
    numero: 'II',
    nombre: 'Región de Antofagasta',
    peso: 6,
    comunas: ['Antofagasta', 'Calama', 'Mejillones', 'Taltal', 'Tocopilla', 'María Elena', 'San Pedro de Atacama'],
  },
  {
    numero: 'III',
    nombre: 'Región de Atacama',
    peso: 3,
    comunas: ['Copiapó', 'Caldera', 'Tierra Amarilla', 'Chañaral', 'Diego de Almagro', 'Vallenar', 'Huasco'],
  },
  {
    numero: 'IV',
    nombre: 'Región de Coquimbo',
    peso: 5,
    comunas: ['La Serena', 'Coquimbo', 'Ovalle', 'Illapel', 'Vicuña', 'Andacollo', 'Los Vilos', 'Salamanca', 'Monte Patria'],
  },
  {
    numero: 'V',
    nombre: 'Región de Valparaíso',
    peso: 10,
    comunas: [
      'Valparaíso', 'Viña del Mar', 'Concón', 'Quilpué', 'Villa Alemana', 'Quillota', 'La Calera', 'Limache',
      'San Antonio', 'Los Andes', 'San Felipe', 'Casablanca',
    ],
  },
  {
    numero: 'RM',
    nombre: 'Región Metropolitana de Santiago',
    peso: 45,
    comunas: [
      'Santiago', 'Providencia', 'Las Condes', 'Ñuñoa', 'Vitacura', 'Lo Barnechea', 'La Reina', 'Macul', 'Peñalolén',
      'La Florida', 'Puente Alto', 'Maipú', 'Estación Central', 'Quilicura', 'Recoleta', 'Independencia', 'Conchalí',
      'Huechuraba', 'Renca', 'Pudahuel', 'Cerrillos', 'San Miguel', 'San Joaquín', 'La Cisterna', 'El Bosque',
      'San Bernardo', 'Quinta Normal', 'Lo Prado', 'Cerro Navia', 'La Granja', 'La Pintana', 'Pedro Aguirre Cerda',
      'Lo Espejo', 'Colina', 'Lampa', 'Buin', 'Talagante', 'Peñaflor', 'Melipilla',
    ],
  },
  {
    numero: 'VI',
    nombre: "Región del Libertador General Bernardo O'Higgins",
    peso: 4,
    comunas: ['Rancagua', 'Machalí', 'Graneros', 'Rengo', 'San Vicente', 'San Fernando', 'Chimbarongo', 'Santa Cruz', 'Pichilemu'],
  },
  {
    numero: 'VII',
    nombre: 'Región del Maule',
    peso: 4,
    comunas: ['Talca', 'Maule', 'Constitución', 'Curicó', 'Molina', 'Linares', 'San Javier', 'Parral', 'Cauquenes'],
  },
  {
    numero: 'XVI',
    nombre: 'Región de Ñuble',
    peso: 2,
    comunas: ['Chillán', 'Chillán Viejo', 'San Carlos', 'Bulnes', 'Coihueco', 'Yungay', 'Quirihue'],
  },
  {
    numero: 'VIII',
    nombre: 'Región del Biobío',
    peso: 8,
    comunas: [
      'Concepción', 'Talcahuano', 'San Pedro de la Paz', 'Chiguayante', 'Hualpén', 'Coronel', 'Lota', 'Penco', 'Tomé',
      'Los Ángeles', 'Arauco', 'Curanilahue', 'Lebu', 'Cañete',
    ],
  },
  {
    numero: 'IX',
    nombre: 'Región de La Araucanía',
    peso: 4,
    comunas: ['Temuco', 'Padre Las Casas', 'Villarrica', 'Pucón', 'Lautaro', 'Nueva Imperial', 'Angol', 'Victoria'],
  },
  {
    numero: 'XIV',
    nombre: 'Región de Los Ríos',
    peso: 2,
    comunas: ['Valdivia', 'Mariquina', 'Panguipulli', 'Los Lagos', 'Paillaco', 'La Unión', 'Río Bueno'],
  },
  {
    numero: 'X',
    nombre: 'Región de Los Lagos',
    peso: 4,
    comunas: ['Puerto Montt', 'Puerto Varas', 'Llanquihue', 'Frutillar', 'Calbuco', 'Osorno', 'Castro', 'Ancud', 'Quellón'],
  },
  {
    numero: 'XI',
    nombre: 'Región de Aysén del General Carlos Ibáñez del Campo',
    peso: 1,
    comunas: ['Coyhaique', 'Aysén', 'Cisnes', 'Chile Chico', 'Cochrane'],
  },
  {
    numero: 'XII',
    nombre: 'Región de Magallanes y de la Antártica Chilena',
    peso: 1,
    comunas: ['Punta Arenas', 'Puerto Natales', 'Porvenir', 'Cabo de Hornos'],
  },
];
