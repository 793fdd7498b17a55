// The search mix of scripts/bench-api.mjs: what visitors of a job portal do, by kind. Deterministic, so
// two runs measure the same requests.
const PALABRAS = ['enfermera', 'desarrollador', 'bodega', 'ventas', 'contador', 'ingeniero civil', 'nunoa', 'mineria', 'part time', 'profesor ingles', 'prevencionista', 'tens'];
// Keywords with filler words, phrases with synonyms and typos: the units, their weights and the typo lookup.
const PALABRAS_DIFICILES = ['vendedora part time', 'operario de bodega turnos', 'recursos humanos', 'secretria', 'ingeniero comersial', 'bodegero'];
const FILTROS = [
  'region=7&jornadas=COMPLETA',
  'nombreArea=Tecnolog%C3%ADa&sueldoDesde=1800000&sueldoHasta=2500000',
  'gradoEscolar=TECNICO&esInclusivo=true',
  'fechaPublicacion=ULTIMO_MES&operadorExp=MAYOR_IGUAL&aniosExperiencia=2',
  'idCategorias=1',
  'carreras=Enfermer%C3%ADa',
  'ubicacion=Valpara%C3%ADso&nombreTipoCargo=Operario',
  'idEmpresas=3,7,12&ofertaConfidencial=false',
  'tipoCurriculumAceptado=ARCHIVO&jornadas=PARCIAL,TURNOS',
  'palabraClave=analista&region=7&sueldoDesde=800000',
];
const LUGARES = [[-33.45, -70.66], [-36.83, -73.05], [-23.65, -70.4], [-41.47, -72.94], [-33.02, -71.55]];

/** Query kinds with their request paths; `rondas` repeats each kind with the next pages. */
export function mezcla(rondas = 3) {
  const consultas = [];
  const agregar = (tipo, ruta) => consultas.push({ tipo, ruta: `/api/searchjob?idDominio=857&${ruta}` });
  for (let r = 0; r < rondas; r++) {
    const pagina = r + 1;
    agregar('portada (fecha, página 1)', 'ofertaConfidencial=false');
    for (const palabra of PALABRAS) agregar('palabra clave, RANKING', `palabraClave=${encodeURIComponent(palabra)}&orden=RANKING&pagina=${pagina}`);
    for (const palabra of PALABRAS_DIFICILES) agregar('varias palabras o con errores, RANKING', `palabraClave=${encodeURIComponent(palabra)}&orden=RANKING&pagina=${pagina}`);
    for (const filtro of FILTROS) agregar('filtros combinados', `${filtro}&pagina=${pagina}`);
    for (const p of [50, 200, 800, 2000]) agregar('páginas profundas', `pagina=${p + r}`);
    agregar('páginas profundas', `palabraClave=ventas&pagina=${40 + r}`);
    for (let s = 0; s < 3; s++) agregar('ALEATORIO (semilla de sesión)', `orden=ALEATORIO&semilla=${1000 + s}&pagina=${pagina}`);
    for (const [lat, lon] of LUGARES) agregar('GEOLOCALIZACION', `orden=GEOLOCALIZACION&lat=${lat}&lon=${lon}&pagina=${pagina}`);
    consultas.push({ tipo: 'canal SAAE', ruta: `/api/searchjob?idDominio=858&idCanales=101&pagina=${pagina}` });
    consultas.push({ tipo: 'canal SAAE', ruta: `/api/searchjob?idDominio=858&palabraClave=operario&pagina=${pagina}` });
  }
  consultas.push({ tipo: 'opciones de filtros', ruta: '/api/busqueda/filtros?idDominio=857' });
  consultas.push({ tipo: 'opciones de filtros', ruta: '/api/busqueda/filtros?idDominio=858' });
  return consultas;
}

// Warm-up: other words, filters, pages and seeds than the measured mix, so the measurement starts with the
// code compiled and the database's pages in memory but none of its own keywords already looked up.
const PALABRAS_CALENTAMIENTO = ['cajero', 'vendedor', 'guardia', 'chofer', 'secretaria', 'analista datos', 'mecanico', 'electricista', 'supervisor', 'recepcionista', 'cocinero', 'soldador'];
const FILTROS_CALENTAMIENTO = [
  'region=13&jornadas=PARCIAL',
  'nombreArea=Ventas&sueldoDesde=500000&sueldoHasta=800000',
  'gradoEscolar=UNIVERSITARIO&esInclusivo=false',
  'fechaPublicacion=ULTIMA_SEMANA&operadorExp=MENOR_IGUAL&aniosExperiencia=1',
  'idCategorias=2',
  'carreras=Medicina',
  'ubicacion=Santiago&nombreTipoCargo=T%C3%A9cnico',
  'idEmpresas=5,9&ofertaConfidencial=false',
];

/** Searches unlike the measured ones, run before measuring. */
export function calentamiento() {
  const rutas = [];
  for (const pagina of [4, 5, 6]) {
    for (const palabra of PALABRAS_CALENTAMIENTO) rutas.push(`palabraClave=${encodeURIComponent(palabra)}&orden=RANKING&pagina=${pagina}`);
    for (const filtro of FILTROS_CALENTAMIENTO) rutas.push(`${filtro}&pagina=${pagina}`);
    rutas.push(`orden=ALEATORIO&semilla=${2000 + pagina}&pagina=${pagina}`, `orden=GEOLOCALIZACION&lat=-20.2&lon=-70.1&pagina=${pagina}`, `pagina=${100 + pagina}`);
  }
  return rutas.map((ruta) => `/api/searchjob?idDominio=857&${ruta}`);
}

/** One search, whatever page or order of it is asked: the query without page and order parameters. */
export function claveDeBusqueda(ruta) {
  const url = new URL(ruta, 'http://x');
  for (const nombre of ['pagina', 'orden', 'tipoOrden', 'semilla', 'lat', 'lon']) url.searchParams.delete(nombre);
  return url.pathname + url.searchParams.toString();
}
