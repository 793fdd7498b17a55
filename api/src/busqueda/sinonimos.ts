// Words Chileans search with that offers spell differently and no stemmer relates ("chofer" for "Conductor",
// "RRHH" for "Recursos Humanos"). Each group lists expressions that name the same job; a query saying any of
// them matches every one, both ways. An expression of several words is a phrase: the query must say those
// words in that order ("de", "la"… aside) and an offer must hold all of them. A trailing dot marks an
// abbreviation, matched as that whole word only ("ing." never finds "Inglés").
// Data only: palabra-clave.ts reads it; a test checks no expression sits in two groups.
export const SINONIMOS: readonly (readonly string[])[] = [
  ['garzón', 'garzona', 'mesero', 'mesera'],
  ['chofer', 'conductor', 'conductora'],
  ['camionero', 'camionera', 'conductor de camión'],
  ['rrhh.', 'recursos humanos'],
  ['ti.', 'informática', 'informático', 'tecnologías de la información'],
  ['part time', 'media jornada', 'jornada parcial', 'medio tiempo'],
  ['full time', 'jornada completa', 'tiempo completo'],
  ['auxiliar de aseo', 'auxiliar de limpieza', 'personal de aseo', 'personal de limpieza'],
  ['tens.', 'técnico en enfermería', 'técnica en enfermería'],
  ['guardia', 'guardia de seguridad', 'vigilante'],
  ['bodeguero', 'bodeguera', 'operario de bodega', 'operaria de bodega'],
  ['grúa horquilla', 'operador de grúa', 'operadora de grúa', 'operador de grúa horquilla', 'gruero', 'horquillero', 'grúa'],
  ['cajera', 'cajero'],
  ['dependiente', 'dependienta', 'vendedor', 'vendedora'],
  ['cocinero', 'cocinera', 'maestro de cocina', 'maestra de cocina'],
  ['practicante', 'práctica', 'práctica profesional', 'alumno en práctica', 'alumna en práctica'],
  ['call center', 'contact center'],
  ['ejecutivo', 'ejecutiva'],
  ['adm.', 'admin.', 'administración', 'administrativo', 'administrativa'],
  ['ing.', 'ingeniero', 'ingeniera'],
  ['téc.', 'técnico', 'técnica'],
  ['programador', 'programadora', 'desarrollador', 'desarrolladora', 'developer'],
  ['doctor', 'doctora', 'médico', 'médica'],
  ['parvularia', 'educadora de párvulos', 'párvulos'],
  ['tester', 'qa.'],
];
