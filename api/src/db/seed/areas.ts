// Job areas (`oferta.nombre_area`): the sectors companies belong to and the tasks, requirements and benefits
// their offers share. The positions of each area are in ocupaciones.ts.
export interface AreaSemilla {
  nombre: string;
  /** Company name openings for this sector ("Clínica", "Constructora"…). */
  rubros: string[];
  funciones: string[];
  requisitos: string[];
  /** Benefits typical of the sector, besides the general BENEFICIOS. */
  beneficios?: string[];
  /** What an offer says the hire joins, when not "equipo de {área}". */
  equipo?: string;
}

/**
 * The sectors of the seed's first 150 companies, in the order their draws were made: empresas.ts draws a
 * sector index over exactly this list, so changing it renames every company the tests and demo know.
 */
export const SECTORES_FUNDADORES = [
  'Tecnología', 'Salud', 'Enfermería', 'Ventas', 'Logística', 'Educación', 'Construcción', 'Administración', 'Minería', 'Retail',
] as const;

export const AREAS: AreaSemilla[] = [
  {
    nombre: 'Tecnología',
    rubros: ['Tecnologías', 'Software', 'Digital', 'Sistemas'],
    funciones: [
      'Desarrollar y mantener aplicaciones web y servicios',
      'Participar en ceremonias ágiles junto al equipo de producto',
      'Escribir pruebas automatizadas y revisar código de pares',
      'Documentar soluciones técnicas y apoyar a usuarios internos',
      'Monitorear el rendimiento de los sistemas en producción',
    ],
    requisitos: ['Experiencia con Git y metodologías ágiles', 'Conocimientos de bases de datos SQL', 'Inglés técnico a nivel lectura'],
    beneficios: ['Modalidad híbrida', 'Horario flexible'],
  },
  {
    nombre: 'Salud',
    rubros: ['Clínica', 'Centro Médico', 'Laboratorio', 'Farmacias'],
    funciones: [
      'Atender pacientes de forma oportuna y empática',
      'Registrar atenciones en la ficha clínica electrónica',
      'Cumplir protocolos de calidad y seguridad del paciente',
      'Coordinarse con el equipo clínico y administrativo',
    ],
    requisitos: ['Inscripción vigente en la Superintendencia de Salud', 'Vocación de servicio'],
  },
  {
    nombre: 'Enfermería',
    rubros: ['Clínica', 'Hospital', 'Centro de Salud'],
    funciones: [
      'Brindar cuidados de enfermería a pacientes hospitalizados',
      'Administrar medicamentos según indicación médica',
      'Controlar signos vitales y registrar la evolución del paciente',
      'Educar a pacientes y familias sobre su tratamiento',
    ],
    requisitos: ['Registro vigente en la Superintendencia de Salud', 'Curso de IAAS y RCP vigentes'],
  },
  {
    nombre: 'Ventas',
    rubros: ['Comercial', 'Distribuidora', 'Seguros'],
    funciones: [
      'Prospectar y visitar clientes de la cartera asignada',
      'Cumplir metas mensuales de venta',
      'Preparar cotizaciones y hacer seguimiento a los negocios',
      'Mantener actualizado el CRM',
    ],
    requisitos: ['Experiencia comprobable en ventas', 'Orientación a resultados y buena comunicación', 'Manejo de Excel a nivel usuario'],
    beneficios: ['Comisiones por venta sin tope', 'Celular y plan de datos'],
  },
  {
    nombre: 'Logística',
    rubros: ['Transportes', 'Logística', 'Centro de Distribución'],
    funciones: [
      'Recepcionar, almacenar y despachar mercadería',
      'Controlar inventarios y registrar movimientos en el WMS',
      'Cumplir normas de seguridad en la bodega',
      'Preparar pedidos y cargar camiones de despacho',
    ],
    requisitos: ['Enseñanza media completa', 'Experiencia en centros de distribución deseable'],
    beneficios: ['Bono de asistencia', 'Bono de producción', 'Transporte de acercamiento en turno noche'],
  },
  {
    nombre: 'Educación',
    rubros: ['Colegio', 'Instituto', 'Jardín Infantil'],
    funciones: [
      'Planificar y ejecutar clases según el currículum nacional',
      'Evaluar el aprendizaje de los estudiantes',
      'Atender apoderados y participar en consejos de profesores',
      'Trabajar colaborativamente con el equipo PIE',
    ],
    requisitos: ['Certificado de inhabilidades para trabajar con menores', 'Manejo de herramientas digitales'],
  },
  {
    nombre: 'Construcción',
    rubros: ['Constructora', 'Inmobiliaria', 'Ingeniería y Montajes'],
    funciones: [
      'Ejecutar partidas de obra según planos y especificaciones',
      'Cumplir el plan de prevención de riesgos de la obra',
      'Mantener ordenado el frente de trabajo y sus herramientas',
      'Coordinarse con jefatura de terreno y otras cuadrillas',
    ],
    requisitos: ['Disponibilidad para trabajar en terreno', 'Uso de elementos de protección personal'],
    beneficios: ['Bono de término de obra', 'Colación y movilización'],
  },
  {
    nombre: 'Administración',
    rubros: ['Servicios', 'Asesorías', 'Contadores'],
    funciones: [
      'Gestionar documentación y archivo de la empresa',
      'Preparar informes de gestión para la gerencia',
      'Apoyar procesos de pago a proveedores y conciliaciones',
      'Atender consultas de clientes internos y externos',
    ],
    requisitos: ['Manejo avanzado de Excel', 'Conocimiento de ERP (SAP, Softland o Defontana)'],
  },
  {
    nombre: 'Minería',
    rubros: ['Minera', 'Servicios Mineros', 'Perforaciones'],
    funciones: [
      'Operar y mantener equipos en faena minera',
      'Cumplir estándares de seguridad y medio ambiente',
      'Reportar condiciones subestándar y participar en charlas de seguridad',
      'Apoyar la mejora continua de los procesos',
    ],
    requisitos: ['Experiencia en faena minera', 'Exámenes de altura geográfica al día', 'Curso de manejo a la defensiva'],
    beneficios: ['Bono de faena', 'Traslado a faena y alojamiento'],
  },
  {
    nombre: 'Retail',
    rubros: ['Supermercados', 'Tiendas', 'Comercial'],
    funciones: [
      'Atender a clientes con amabilidad y rapidez',
      'Mantener la sala de ventas ordenada y abastecida',
      'Realizar cuadratura de caja y control de mermas',
      'Apoyar inventarios y campañas comerciales',
    ],
    requisitos: ['Enseñanza media completa', 'Buena disposición y trabajo en equipo'],
    beneficios: ['Descuento en compras para trabajadores', 'Bono por cumplimiento de metas de la tienda'],
  },
  {
    nombre: 'Gastronomía y Hotelería',
    rubros: ['Hotel', 'Restaurante', 'Cafetería', 'Banquetería'],
    funciones: [
      'Atender a los clientes con cordialidad y rapidez',
      'Cumplir las normas de higiene y manipulación de alimentos',
      'Mantener limpio y ordenado el sector de trabajo',
      'Apoyar el montaje y cierre del local',
    ],
    requisitos: ['Disponibilidad para trabajar fines de semana y festivos', 'Experiencia en servicio gastronómico u hotelero deseable'],
    beneficios: ['Propinas repartidas entre el equipo', 'Colación en el local', 'Uniforme'],
  },
  {
    nombre: 'Seguridad',
    rubros: ['Seguridad', 'Guardias', 'Vigilancia'],
    funciones: [
      'Controlar el acceso de personas y vehículos',
      'Realizar rondas preventivas y registrar novedades en el libro de guardia',
      'Operar radios y sistemas de cámaras (CCTV)',
      'Actuar según los protocolos de emergencia del recinto',
    ],
    requisitos: ['Certificado de antecedentes para fines especiales', 'Enseñanza media completa', 'Disponibilidad para turnos rotativos'],
    beneficios: ['Uniforme completo', 'Bono de asistencia'],
  },
  {
    nombre: 'Atención al Cliente',
    rubros: ['Contact Center', 'Call Center', 'Servicios al Cliente'],
    funciones: [
      'Atender llamadas, chats y correos de clientes',
      'Resolver consultas y reclamos en el primer contacto',
      'Registrar cada atención en el CRM',
      'Cumplir indicadores de calidad y tiempos de atención',
    ],
    requisitos: ['Enseñanza media completa', 'Buena dicción y redacción', 'Manejo de computador a nivel usuario'],
    beneficios: ['Capacitación pagada antes de empezar', 'Bono por cumplimiento de indicadores'],
  },
  {
    nombre: 'Recursos Humanos',
    rubros: ['Consultora', 'Capital Humano', 'Gestión de Personas'],
    funciones: [
      'Apoyar los procesos de reclutamiento, selección e inducción',
      'Gestionar contratos, anexos y finiquitos',
      'Atender consultas de los trabajadores sobre beneficios y remuneraciones',
      'Mantener al día los indicadores de gestión de personas',
    ],
    requisitos: ['Título de Psicología, Ingeniería en Administración o carrera afín', 'Conocimiento de la legislación laboral chilena', 'Manejo de Excel intermedio'],
  },
  {
    nombre: 'Diseño y Marketing',
    rubros: ['Agencia', 'Estudio Creativo', 'Marketing'],
    funciones: [
      'Crear piezas gráficas para redes sociales, web y puntos de venta',
      'Planificar campañas junto al equipo comercial',
      'Medir resultados de campañas y proponer mejoras',
      'Coordinar proveedores de imprenta y producción',
    ],
    requisitos: ['Portafolio de trabajos', 'Manejo de Adobe Illustrator, Photoshop o Figma', 'Creatividad y orientación al detalle'],
    beneficios: ['Modalidad híbrida'],
  },
  {
    nombre: 'Transporte',
    rubros: ['Transportes', 'Buses', 'Courier'],
    funciones: [
      'Conducir el vehículo asignado cumpliendo la Ley de Tránsito',
      'Cumplir rutas y horarios de entrega o de servicio',
      'Revisar el vehículo antes de cada salida y reportar fallas',
      'Entregar la documentación de cada viaje',
    ],
    requisitos: ['Hoja de vida del conductor sin anotaciones graves', 'Conocimiento de rutas urbanas e interurbanas'],
    beneficios: ['Viático por viaje', 'Bono por kilometraje'],
  },
  {
    nombre: 'Agrícola y Pesca',
    rubros: ['Agrícola', 'Frutícola', 'Salmones', 'Exportadora'],
    funciones: [
      'Realizar labores de cosecha, embalaje o proceso según temporada',
      'Cumplir normas de inocuidad y buenas prácticas agrícolas',
      'Mantener limpio el sector de trabajo y las herramientas',
      'Registrar la producción diaria',
    ],
    requisitos: ['Disponibilidad inmediata', 'Buena condición física'],
    beneficios: ['Bono de producción', 'Bus de acercamiento desde la comuna'],
  },
  {
    nombre: 'Finanzas',
    rubros: ['Banco', 'Financiera', 'Cooperativa'],
    funciones: [
      'Atender clientes y asesorarlos en productos financieros',
      'Cumplir la normativa de la CMF y las políticas de riesgo',
      'Preparar informes y análisis para la jefatura',
      'Cuadrar movimientos diarios',
    ],
    requisitos: ['Título técnico o profesional del área comercial o financiera', 'Manejo de Excel intermedio'],
    beneficios: ['Créditos preferenciales para trabajadores', 'Bono anual por resultados'],
  },
  {
    nombre: 'Manufactura',
    rubros: ['Industrias', 'Alimentos', 'Plásticos', 'Metalúrgica'],
    funciones: [
      'Operar líneas y equipos de producción según procedimientos',
      'Controlar la calidad del producto en proceso',
      'Registrar la producción y las detenciones del turno',
      'Cumplir normas de seguridad industrial e inocuidad',
    ],
    requisitos: ['Enseñanza media completa', 'Disponibilidad para turnos rotativos'],
    beneficios: ['Casino en las instalaciones', 'Bono de producción', 'Transporte de acercamiento'],
  },
  {
    nombre: 'Aseo y Limpieza',
    rubros: ['Servicios de Aseo', 'Limpieza Industrial', 'Mantención Integral'],
    funciones: [
      'Realizar aseo de oficinas, baños y espacios comunes',
      'Usar y dosificar correctamente los productos de limpieza',
      'Retirar residuos según el procedimiento del recinto',
      'Informar a la supervisión cualquier desperfecto',
    ],
    requisitos: ['Responsabilidad y buena disposición', 'Experiencia en aseo deseable, no excluyente'],
    beneficios: ['Uniforme y elementos de protección', 'Bono de asistencia'],
  },
  {
    nombre: 'Prácticas y Primer Empleo',
    rubros: [],
    equipo: 'programa de prácticas y primeros empleos',
    funciones: [
      'Apoyar al equipo en sus tareas diarias y proyectos',
      'Preparar reportes y presentaciones',
      'Aprender los procesos del área con un tutor a cargo',
    ],
    requisitos: ['Ganas de aprender y buena disposición', 'Manejo de Office a nivel usuario'],
    beneficios: ['Tutor asignado durante todo el proceso', 'Posibilidad de contratación al terminar'],
  },
  {
    nombre: 'Oficios y Mantención',
    rubros: ['Mantención', 'Climatización', 'Taller Mecánico'],
    funciones: [
      'Diagnosticar fallas y ejecutar reparaciones',
      'Realizar mantenciones preventivas según programa',
      'Cuidar herramientas, equipos y materiales',
      'Registrar los trabajos realizados en la orden de trabajo',
    ],
    requisitos: ['Herramientas propias deseable', 'Licencia de conducir clase B deseable'],
    beneficios: ['Bono por trabajos realizados', 'Vehículo de la empresa para trabajos en terreno'],
  },
];

export const BENEFICIOS = [
  'Contrato directo con la empresa',
  'Seguro complementario de salud',
  'Bono de desempeño semestral',
  'Caja de compensación',
  'Capacitación continua',
  'Aguinaldos de Fiestas Patrias y Navidad',
  'Día libre de cumpleaños',
];

export const PREGUNTAS = [
  '¿Cuál es tu pretensión de renta líquida?',
  '¿Tienes disponibilidad inmediata?',
  '¿Cuántos años de experiencia tienes en cargos similares?',
  '¿Cuentas con licencia de conducir?',
  '¿Por qué te interesa trabajar con nosotros?',
];

export const DOCUMENTOS = ['Certificado de título', 'Certificado de antecedentes', 'Carta de recomendación', 'Certificado de AFP'];
