// Approximate centre (lat, lon in degrees) of every comuna of chile.ts, for ordering offers by distance.
export const COORDENADAS_COMUNA: Record<string, readonly [number, number]> = {
  Arica: [-18.48, -70.31], Camarones: [-19.02, -69.87], Putre: [-18.2, -69.56], 'General Lagos': [-17.65, -69.63],
  Iquique: [-20.22, -70.14], 'Alto Hospicio': [-20.27, -70.1], 'Pozo Almonte': [-20.26, -69.79], Pica: [-20.49, -69.33],
  Huara: [-19.99, -69.77],
  Antofagasta: [-23.65, -70.4], Calama: [-22.46, -68.93], Mejillones: [-23.1, -70.45], Taltal: [-25.4, -70.48],
  Tocopilla: [-22.09, -70.2], 'María Elena': [-22.35, -69.66], 'San Pedro de Atacama': [-22.91, -68.2],
  Copiapó: [-27.37, -70.33], Caldera: [-27.07, -70.82], 'Tierra Amarilla': [-27.48, -70.26], Chañaral: [-26.35, -70.62],
  'Diego de Almagro': [-26.39, -70.05], Vallenar: [-28.58, -70.76], Huasco: [-28.47, -71.22],
  'La Serena': [-29.9, -71.25], Coquimbo: [-29.95, -71.34], Ovalle: [-30.6, -71.2], Illapel: [-31.63, -71.17],
  Vicuña: [-30.03, -70.71], Andacollo: [-30.23, -71.08], 'Los Vilos': [-31.91, -71.51], Salamanca: [-31.78, -70.96],
  'Monte Patria': [-30.69, -70.95],
  Valparaíso: [-33.05, -71.62], 'Viña del Mar': [-33.02, -71.55], Concón: [-32.92, -71.52], Quilpué: [-33.05, -71.44],
  'Villa Alemana': [-33.04, -71.37], Quillota: [-32.88, -71.25], 'La Calera': [-32.79, -71.19], Limache: [-33.0, -71.27],
  'San Antonio': [-33.59, -71.61], 'Los Andes': [-32.83, -70.6], 'San Felipe': [-32.75, -70.72], Casablanca: [-33.32, -71.41],
  Santiago: [-33.45, -70.66], Providencia: [-33.43, -70.61], 'Las Condes': [-33.41, -70.57], Ñuñoa: [-33.46, -70.6],
  Vitacura: [-33.39, -70.58], 'Lo Barnechea': [-33.35, -70.52], 'La Reina': [-33.45, -70.54], Macul: [-33.49, -70.6],
  Peñalolén: [-33.49, -70.54], 'La Florida': [-33.52, -70.6], 'Puente Alto': [-33.61, -70.58], Maipú: [-33.51, -70.76],
  'Estación Central': [-33.46, -70.7], Quilicura: [-33.36, -70.73], Recoleta: [-33.41, -70.64], Independencia: [-33.42, -70.66],
  Conchalí: [-33.38, -70.67], Huechuraba: [-33.37, -70.64], Renca: [-33.4, -70.73], Pudahuel: [-33.44, -70.76],
  Cerrillos: [-33.5, -70.71], 'San Miguel': [-33.5, -70.65], 'San Joaquín': [-33.5, -70.63], 'La Cisterna': [-33.53, -70.66],
  'El Bosque': [-33.56, -70.67], 'San Bernardo': [-33.59, -70.7], 'Quinta Normal': [-33.43, -70.7], 'Lo Prado': [-33.44, -70.72],
  'Cerro Navia': [-33.42, -70.74], 'La Granja': [-33.54, -70.62], 'La Pintana': [-33.58, -70.63],
  'Pedro Aguirre Cerda': [-33.49, -70.67], 'Lo Espejo': [-33.52, -70.69], Colina: [-33.2, -70.67], Lampa: [-33.28, -70.88],
  Buin: [-33.73, -70.74], Talagante: [-33.66, -70.93], Peñaflor: [-33.61, -70.88], Melipilla: [-33.69, -71.21],
  Rancagua: [-34.17, -70.74], Machalí: [-34.18, -70.65], Graneros: [-34.06, -70.73], Rengo: [-34.4, -70.86],
  'San Vicente': [-34.44, -71.08], 'San Fernando': [-34.58, -70.99], Chimbarongo: [-34.71, -71.04], 'Santa Cruz': [-34.64, -71.37],
  Pichilemu: [-34.39, -72.0],
  Talca: [-35.43, -71.66], Maule: [-35.5, -71.7], Constitución: [-35.33, -72.41], Curicó: [-34.98, -71.24], Molina: [-35.11, -71.28],
  Linares: [-35.85, -71.59], 'San Javier': [-35.6, -71.73], Parral: [-36.14, -71.83], Cauquenes: [-35.97, -72.32],
  Chillán: [-36.61, -72.1], 'Chillán Viejo': [-36.62, -72.13], 'San Carlos': [-36.42, -71.96], Bulnes: [-36.74, -72.3],
  Coihueco: [-36.62, -71.83], Yungay: [-37.12, -72.02], Quirihue: [-36.28, -72.54],
  Concepción: [-36.83, -73.05], Talcahuano: [-36.72, -73.12], 'San Pedro de la Paz': [-36.84, -73.11], Chiguayante: [-36.92, -73.03],
  Hualpén: [-36.79, -73.09], Coronel: [-37.03, -73.16], Lota: [-37.09, -73.16], Penco: [-36.74, -72.99], Tomé: [-36.62, -72.96],
  'Los Ángeles': [-37.47, -72.35], Arauco: [-37.25, -73.32], Curanilahue: [-37.48, -73.35], Lebu: [-37.61, -73.65],
  Cañete: [-37.8, -73.4],
  Temuco: [-38.74, -72.6], 'Padre Las Casas': [-38.77, -72.6], Villarrica: [-39.28, -72.23], Pucón: [-39.28, -71.98],
  Lautaro: [-38.53, -72.44], 'Nueva Imperial': [-38.74, -72.95], Angol: [-37.8, -72.71], Victoria: [-38.23, -72.33],
  Valdivia: [-39.81, -73.25], Mariquina: [-39.54, -72.96], Panguipulli: [-39.64, -72.33], 'Los Lagos': [-39.86, -72.81],
  Paillaco: [-40.07, -72.87], 'La Unión': [-40.29, -73.08], 'Río Bueno': [-40.33, -72.96],
  'Puerto Montt': [-41.47, -72.94], 'Puerto Varas': [-41.32, -72.99], Llanquihue: [-41.26, -73.01], Frutillar: [-41.13, -73.06],
  Calbuco: [-41.77, -73.13], Osorno: [-40.57, -73.14], Castro: [-42.48, -73.76], Ancud: [-41.87, -73.83], Quellón: [-43.12, -73.62],
  Coyhaique: [-45.57, -72.07], Aysén: [-45.4, -72.69], Cisnes: [-44.73, -72.68], 'Chile Chico': [-46.54, -71.72],
  Cochrane: [-47.25, -72.57],
  'Punta Arenas': [-53.16, -70.91], 'Puerto Natales': [-51.73, -72.51], Porvenir: [-53.3, -70.37], 'Cabo de Hornos': [-54.93, -67.61],
};

/** Fills the coordinates of comunas of a database seeded before they existed (by name; no-op otherwise). */
export function completarCoordenadasSql(): string {
  const valores = Object.entries(COORDENADAS_COMUNA).map(([nombre, [lat, lon]]) => `('${nombre.replace(/'/g, "''")}', ${lat}, ${lon})`);
  return `UPDATE comuna c SET lat = v.lat, lon = v.lon FROM (VALUES ${valores.join(', ')}) AS v(nombre, lat, lon)
           WHERE c.nombre = v.nombre AND c.lat IS NULL`;
}
