// Words Chileans search with that offers spell differently and no stemmer relates ("chofer" for
// "Conductor"): each query word also matches its synonym. Keys are lower case without accents.
export const SINONIMOS: Record<string, string> = {
  chofer: 'conductor',
  camionero: 'camion',
  bodeguero: 'bodega',
  bodeguera: 'bodega',
  programador: 'desarrollador',
  programadora: 'desarrollador',
  developer: 'desarrollador',
  doctor: 'medico',
  doctora: 'medico',
  parvularia: 'parvulos',
  grua: 'gruero',
  garzon: 'mesero',
  informatico: 'informatica',
  tester: 'qa',
  rrhh: 'recursos',
};
