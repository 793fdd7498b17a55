// Job areas with their positions, tasks and requirements: the raw material of offer texts.
export interface Cargo {
  nombre: string;
  tipo: string;
  /** Monthly gross salary range in CLP. */
  sueldo: [number, number];
}

export interface AreaSemilla {
  nombre: string;
  /** Company name openings for this sector ("Clínica", "Constructora"…). */
  rubros: string[];
  cargos: Cargo[];
  funciones: string[];
  requisitos: string[];
}

export const AREAS: AreaSemilla[] = [
  {
    nombre: 'Tecnología',
    rubros: ['Tecnologías', 'Software', 'Digital', 'Sistemas'],
    cargos: [
      { nombre: 'Desarrollador Full Stack', tipo: 'Profesional', sueldo: [1_600_000, 3_200_000] },
      { nombre: 'Desarrollador Backend Java', tipo: 'Profesional', sueldo: [1_800_000, 3_500_000] },
      { nombre: 'Desarrolladora Frontend React', tipo: 'Profesional', sueldo: [1_500_000, 3_000_000] },
      { nombre: 'Analista QA', tipo: 'Profesional', sueldo: [1_200_000, 2_200_000] },
      { nombre: 'Ingeniero DevOps', tipo: 'Profesional', sueldo: [2_200_000, 4_000_000] },
      { nombre: 'Soporte TI', tipo: 'Técnico', sueldo: [650_000, 1_000_000] },
      { nombre: 'Jefe de Proyectos TI', tipo: 'Jefatura', sueldo: [2_500_000, 4_500_000] },
    ],
    funciones: [
      'Desarrollar y mantener aplicaciones web y servicios',
      'Participar en ceremonias ágiles junto al equipo de producto',
      'Escribir pruebas automatizadas y revisar código de pares',
      'Documentar soluciones técnicas y apoyar a usuarios internos',
      'Monitorear el rendimiento de los sistemas en producción',
    ],
    requisitos: [
      'Título de Ingeniería en Informática o carrera afín',
      'Experiencia con Git y metodologías ágiles',
      'Conocimientos de bases de datos SQL',
      'Inglés técnico a nivel lectura',
    ],
  },
  {
    nombre: 'Salud',
    rubros: ['Clínica', 'Centro Médico', 'Laboratorio', 'Farmacias'],
    cargos: [
      { nombre: 'Médico General', tipo: 'Profesional', sueldo: [2_800_000, 4_500_000] },
      { nombre: 'Químico Farmacéutico', tipo: 'Profesional', sueldo: [1_800_000, 2_600_000] },
      { nombre: 'Tecnólogo Médico', tipo: 'Profesional', sueldo: [1_400_000, 2_200_000] },
      { nombre: 'Kinesiólogo', tipo: 'Profesional', sueldo: [1_100_000, 1_800_000] },
      { nombre: 'Auxiliar de Farmacia', tipo: 'Técnico', sueldo: [550_000, 750_000] },
      { nombre: 'Recepcionista de Centro Médico', tipo: 'Administrativo', sueldo: [550_000, 700_000] },
    ],
    funciones: [
      'Atender pacientes de forma oportuna y empática',
      'Registrar atenciones en la ficha clínica electrónica',
      'Cumplir protocolos de calidad y seguridad del paciente',
      'Coordinarse con el equipo clínico y administrativo',
    ],
    requisitos: [
      'Título profesional o técnico del área de la salud',
      'Inscripción vigente en la Superintendencia de Salud',
      'Disponibilidad para turnos',
      'Vocación de servicio',
    ],
  },
  {
    nombre: 'Enfermería',
    rubros: ['Clínica', 'Hospital', 'Centro de Salud'],
    cargos: [
      { nombre: 'Enfermera Clínica', tipo: 'Profesional', sueldo: [1_400_000, 2_100_000] },
      { nombre: 'Enfermero de Urgencia', tipo: 'Profesional', sueldo: [1_500_000, 2_300_000] },
      { nombre: 'Técnico en Enfermería (TENS)', tipo: 'Técnico', sueldo: [600_000, 850_000] },
      { nombre: 'Enfermera Supervisora', tipo: 'Jefatura', sueldo: [2_000_000, 2_800_000] },
    ],
    funciones: [
      'Brindar cuidados de enfermería a pacientes hospitalizados',
      'Administrar medicamentos según indicación médica',
      'Controlar signos vitales y registrar la evolución del paciente',
      'Educar a pacientes y familias sobre su tratamiento',
    ],
    requisitos: [
      'Título de Enfermería o de Técnico en Enfermería de Nivel Superior',
      'Registro vigente en la Superintendencia de Salud',
      'Curso de IAAS y RCP vigentes',
      'Disponibilidad para sistema de cuarto turno',
    ],
  },
  {
    nombre: 'Ventas',
    rubros: ['Comercial', 'Distribuidora', 'Seguros'],
    cargos: [
      { nombre: 'Ejecutivo de Ventas', tipo: 'Vendedor', sueldo: [700_000, 1_500_000] },
      { nombre: 'Vendedora Terreno', tipo: 'Vendedor', sueldo: [600_000, 1_200_000] },
      { nombre: 'Key Account Manager', tipo: 'Profesional', sueldo: [1_800_000, 3_000_000] },
      { nombre: 'Jefe de Ventas', tipo: 'Jefatura', sueldo: [1_800_000, 2_800_000] },
      { nombre: 'Ejecutivo Comercial de Seguros', tipo: 'Vendedor', sueldo: [800_000, 1_600_000] },
    ],
    funciones: [
      'Prospectar y visitar clientes de la cartera asignada',
      'Cumplir metas mensuales de venta',
      'Preparar cotizaciones y hacer seguimiento a los negocios',
      'Mantener actualizado el CRM',
    ],
    requisitos: [
      'Experiencia comprobable en ventas',
      'Licencia de conducir clase B deseable',
      'Orientación a resultados y buena comunicación',
      'Manejo de Excel a nivel usuario',
    ],
  },
  {
    nombre: 'Logística',
    rubros: ['Transportes', 'Logística', 'Centro de Distribución'],
    cargos: [
      { nombre: 'Operario de Bodega', tipo: 'Operario', sueldo: [530_000, 700_000] },
      { nombre: 'Conductor Clase A5', tipo: 'Operario', sueldo: [900_000, 1_400_000] },
      { nombre: 'Gruero Horquillero', tipo: 'Operario', sueldo: [650_000, 850_000] },
      { nombre: 'Supervisor de Logística', tipo: 'Jefatura', sueldo: [1_200_000, 1_800_000] },
      { nombre: 'Analista de Inventario', tipo: 'Profesional', sueldo: [900_000, 1_300_000] },
    ],
    funciones: [
      'Recepcionar, almacenar y despachar mercadería',
      'Controlar inventarios y registrar movimientos en el WMS',
      'Cumplir normas de seguridad en la bodega',
      'Coordinar rutas de despacho con transportistas',
    ],
    requisitos: [
      'Enseñanza media completa',
      'Licencia de grúa horquilla o de conducir según el cargo',
      'Disponibilidad para turnos rotativos',
      'Experiencia en centros de distribución',
    ],
  },
  {
    nombre: 'Educación',
    rubros: ['Colegio', 'Instituto', 'Jardín Infantil'],
    cargos: [
      { nombre: 'Profesora de Matemática', tipo: 'Profesional', sueldo: [1_000_000, 1_600_000] },
      { nombre: 'Profesor de Inglés', tipo: 'Profesional', sueldo: [950_000, 1_500_000] },
      { nombre: 'Educadora de Párvulos', tipo: 'Profesional', sueldo: [900_000, 1_300_000] },
      { nombre: 'Asistente de la Educación', tipo: 'Técnico', sueldo: [550_000, 700_000] },
      { nombre: 'Psicopedagoga', tipo: 'Profesional', sueldo: [900_000, 1_300_000] },
    ],
    funciones: [
      'Planificar y ejecutar clases según el currículum nacional',
      'Evaluar el aprendizaje de los estudiantes',
      'Atender apoderados y participar en consejos de profesores',
      'Trabajar colaborativamente con el equipo PIE',
    ],
    requisitos: [
      'Título profesional de Educación en la especialidad',
      'Certificado de inhabilidades para trabajar con menores',
      'Experiencia en aula deseable',
      'Manejo de herramientas digitales',
    ],
  },
  {
    nombre: 'Construcción',
    rubros: ['Constructora', 'Inmobiliaria', 'Ingeniería y Montajes'],
    cargos: [
      { nombre: 'Jefe de Obra', tipo: 'Jefatura', sueldo: [2_000_000, 3_200_000] },
      { nombre: 'Maestro Carpintero', tipo: 'Operario', sueldo: [800_000, 1_100_000] },
      { nombre: 'Prevencionista de Riesgos', tipo: 'Profesional', sueldo: [1_200_000, 1_900_000] },
      { nombre: 'Ingeniero Civil en Obras', tipo: 'Profesional', sueldo: [2_200_000, 3_500_000] },
      { nombre: 'Jornal de Construcción', tipo: 'Operario', sueldo: [529_000, 650_000] },
    ],
    funciones: [
      'Ejecutar partidas de obra según planos y especificaciones',
      'Controlar avance, calidad y costos de la obra',
      'Aplicar el plan de prevención de riesgos',
      'Coordinar subcontratos y cuadrillas',
    ],
    requisitos: [
      'Experiencia en obras de edificación o montaje',
      'Curso de prevención de riesgos vigente',
      'Disponibilidad para trabajar en terreno',
      'Licencia de conducir deseable',
    ],
  },
  {
    nombre: 'Administración',
    rubros: ['Servicios', 'Asesorías', 'Contadores'],
    cargos: [
      { nombre: 'Asistente Administrativo', tipo: 'Administrativo', sueldo: [600_000, 850_000] },
      { nombre: 'Contador General', tipo: 'Profesional', sueldo: [1_400_000, 2_200_000] },
      { nombre: 'Analista de Remuneraciones', tipo: 'Profesional', sueldo: [1_000_000, 1_500_000] },
      { nombre: 'Secretaria Ejecutiva', tipo: 'Administrativo', sueldo: [700_000, 1_000_000] },
      { nombre: 'Jefe de Administración y Finanzas', tipo: 'Gerencia', sueldo: [2_800_000, 4_200_000] },
    ],
    funciones: [
      'Gestionar documentación y archivo de la empresa',
      'Preparar informes de gestión para la gerencia',
      'Apoyar procesos de pago a proveedores y conciliaciones',
      'Atender consultas de clientes internos y externos',
    ],
    requisitos: [
      'Título técnico o profesional en Administración o Contabilidad',
      'Manejo avanzado de Excel',
      'Conocimiento de ERP (SAP, Softland o Defontana)',
      'Experiencia mínima en cargos similares',
    ],
  },
  {
    nombre: 'Minería',
    rubros: ['Minera', 'Servicios Mineros', 'Perforaciones'],
    cargos: [
      { nombre: 'Operador de Camión de Extracción', tipo: 'Operario', sueldo: [1_500_000, 2_200_000] },
      { nombre: 'Mecánico de Equipos Pesados', tipo: 'Técnico', sueldo: [1_400_000, 2_100_000] },
      { nombre: 'Ingeniero de Procesos', tipo: 'Profesional', sueldo: [2_800_000, 4_500_000] },
      { nombre: 'Geólogo de Exploración', tipo: 'Profesional', sueldo: [2_500_000, 4_000_000] },
      { nombre: 'Electricista Industrial', tipo: 'Técnico', sueldo: [1_200_000, 1_800_000] },
    ],
    funciones: [
      'Operar y mantener equipos en faena minera',
      'Cumplir estándares de seguridad y medio ambiente',
      'Reportar condiciones subestándar y participar en charlas',
      'Apoyar la mejora continua de los procesos',
    ],
    requisitos: [
      'Experiencia en faena minera',
      'Disponibilidad para sistema de turnos 7x7',
      'Exámenes de altura geográfica al día',
      'Licencia municipal y curso de manejo a la defensiva',
    ],
  },
  {
    nombre: 'Retail',
    rubros: ['Supermercados', 'Tiendas', 'Comercial'],
    cargos: [
      { nombre: 'Cajero Part Time', tipo: 'Vendedor', sueldo: [350_000, 500_000] },
      { nombre: 'Reponedor', tipo: 'Operario', sueldo: [529_000, 620_000] },
      { nombre: 'Vendedor de Tienda', tipo: 'Vendedor', sueldo: [550_000, 800_000] },
      { nombre: 'Jefe de Local', tipo: 'Jefatura', sueldo: [1_200_000, 1_800_000] },
      { nombre: 'Visual Merchandiser', tipo: 'Técnico', sueldo: [700_000, 1_000_000] },
    ],
    funciones: [
      'Atender a clientes con amabilidad y rapidez',
      'Mantener la sala de ventas ordenada y abastecida',
      'Realizar cuadratura de caja y control de mermas',
      'Apoyar inventarios y campañas comerciales',
    ],
    requisitos: [
      'Enseñanza media completa',
      'Disponibilidad para trabajar fines de semana y festivos',
      'Experiencia en retail deseable',
      'Buena disposición y trabajo en equipo',
    ],
  },
];

export const BENEFICIOS = [
  'Contrato directo con la empresa',
  'Seguro complementario de salud',
  'Bono de desempeño semestral',
  'Casino en las instalaciones',
  'Capacitación continua',
  'Modalidad híbrida',
  'Aguinaldos de Fiestas Patrias y Navidad',
  'Día libre de cumpleaños',
];

export const TIEMPOS_CONTRATO = ['Indefinido', 'Plazo fijo', 'Por proyecto', 'Reemplazo'];

export const PREGUNTAS = [
  '¿Cuál es tu pretensión de renta líquida?',
  '¿Tienes disponibilidad inmediata?',
  '¿Cuántos años de experiencia tienes en cargos similares?',
  '¿Cuentas con licencia de conducir?',
  '¿Por qué te interesa trabajar con nosotros?',
];

export const DOCUMENTOS = ['Certificado de título', 'Certificado de antecedentes', 'Carta de recomendación', 'Certificado de AFP'];
