// The occupations of the seed: what Chileans search for most, with the titles Chilean employers write
// (gendered and neutral forms, "part time", "fin de semana", "turno noche"), realistic gross monthly
// salaries and the requirements that set them apart (licencia A2, curso OS10, título técnico).
//
// This list is also the catalogue a relevance set can be keyed on: each `clave` is stable, each title
// belongs to exactly one occupation (so an offer's `nombre_cargo` tells its occupation), and `area` is the
// offers' `nombre_area`. Shape of an entry:
//   { clave: 'garzon', area: 'Gastronomía y Hotelería', titulos: ['Garzón / Mesera', 'Garzón', …], … }
// The first title is the one employers use most (ofertas.ts gives it to three offers in five).

import { OCUPACIONES_AGREGADAS } from './ocupaciones-agregadas';
import { o, type Ocupacion } from './ocupacion';

export type { Ocupacion, TipoCargo } from './ocupacion';

const NORTE_MINERO = ['II', 'III', 'I', 'IV', 'VI'];
const ZONA_AGRICOLA = ['VI', 'VII', 'V', 'RM', 'IV', 'XVI'];

/** The first catalogue: the offers drawn from it keep their ids and content whatever is added after it. */
export const OCUPACIONES_INICIALES: Ocupacion[] = [
  // Retail
  o('vendedor-tienda', 'Retail', 'Vendedor', [560_000, 850_000], 9, ['Vendedor/a de Tienda', 'Vendedor de Tienda', 'Vendedora part time', 'Vendedor/a Part Time Mall', 'Asesor/a de Ventas Tienda']),
  o('cajero', 'Retail', 'Vendedor', [545_000, 700_000], 7, ['Cajero/a', 'Cajero Part Time', 'Cajero/a Supermercado fin de semana', 'Cajera Part Time', 'Cajero/a de Supermercado']),
  o('reponedor', 'Retail', 'Operario', [545_000, 650_000], 6, ['Reponedor/a', 'Reponedor', 'Reponedora part time', 'Reponedor/a de Supermercado turno noche']),
  o('jefe-tienda', 'Retail', 'Jefatura', [1_100_000, 1_800_000], 2, ['Jefe/a de Tienda', 'Jefe de Local', 'Jefa de Tienda', 'Subgerente de Tienda']),
  o('visual-merchandiser', 'Retail', 'Técnico', [700_000, 1_000_000], 1, ['Visual Merchandiser']),
  // Gastronomía y Hotelería
  o('garzon', 'Gastronomía y Hotelería', 'Operario', [560_000, 750_000], 6, ['Garzón / Mesera', 'Garzón', 'Mesero/a', 'Garzón/a part time', 'Mesera fin de semana']),
  o('bartender', 'Gastronomía y Hotelería', 'Operario', [600_000, 850_000], 2, ['Bartender', 'Bartender fin de semana', 'Barman / Bartender']),
  o('cocinero', 'Gastronomía y Hotelería', 'Operario', [650_000, 950_000], 4, ['Cocinero/a', 'Cocinera', 'Cocinero de Línea', 'Cocinero/a part time'], {
    requisitos: ['Curso de manipulación de alimentos', 'Experiencia en cocina caliente y fría'],
  }),
  o('ayudante-cocina', 'Gastronomía y Hotelería', 'Operario', [545_000, 650_000], 4, ['Ayudante de Cocina', 'Ayudante de Cocina part time', 'Auxiliar de Cocina'], {
    requisitos: ['Curso de manipulación de alimentos deseable'],
  }),
  o('maestro-cocina', 'Gastronomía y Hotelería', 'Operario', [700_000, 1_000_000], 2, ['Maestro/a de Cocina', 'Maestro de Cocina Casino', 'Maestra de Cocina'], {
    requisitos: ['Experiencia en producción para casinos o restaurantes', 'Curso de manipulación de alimentos'],
  }),
  o('copero', 'Gastronomía y Hotelería', 'Operario', [545_000, 600_000], 2, ['Copero/a', 'Copero', 'Copero fin de semana']),
  o('barista', 'Gastronomía y Hotelería', 'Operario', [545_000, 700_000], 2, ['Barista', 'Barista part time', 'Barista Cafetería de Especialidad'], { rubros: ['Cafetería', 'Hotel', 'Restaurante'] }),
  o('recepcionista-hotel', 'Gastronomía y Hotelería', 'Administrativo', [620_000, 900_000], 2, ['Recepcionista de Hotel', 'Recepcionista Bilingüe de Hotel', 'Recepcionista de Hotel turno noche'], {
    requisitos: ['Inglés intermedio', 'Manejo de sistemas de reservas (Opera o similar)'], rubros: ['Hotel'],
  }),
  o('mucama', 'Gastronomía y Hotelería', 'Operario', [545_000, 680_000], 2, ['Mucama', 'Mucama de Hotel', 'Camarera de Pisos'], { rubros: ['Hotel'] }),
  o('administrador-local', 'Gastronomía y Hotelería', 'Jefatura', [900_000, 1_400_000], 1, ['Administrador/a de Local Gastronómico', 'Jefe/a de Turno Restaurante']),
  // Seguridad
  o('guardia-seguridad', 'Seguridad', 'Operario', [580_000, 800_000], 7, ['Guardia de Seguridad OS10', 'Guardia de Seguridad', 'Guardia de Seguridad turno noche', 'Guardia de Seguridad fin de semana'], {
    requisitos: ['Curso OS10 de guardia de seguridad vigente'], turnos: true,
  }),
  o('conserje', 'Seguridad', 'Operario', [560_000, 720_000], 4, ['Conserje', 'Conserje de Edificio', 'Conserje turno noche', 'Conserje part time'], {
    requisitos: ['Curso OS10 deseable', 'Buen trato con residentes y visitas'], turnos: true,
  }),
  o('vigilante', 'Seguridad', 'Operario', [700_000, 950_000], 1, ['Vigilante Privado', 'Vigilante de Seguridad'], { requisitos: ['Acreditación de vigilante privado OS10 vigente'], turnos: true }),
  o('supervisor-seguridad', 'Seguridad', 'Jefatura', [900_000, 1_400_000], 1, ['Supervisor/a de Seguridad', 'Jefe de Seguridad'], { requisitos: ['Curso OS10 de supervisor vigente'] }),
  o('operador-cctv', 'Seguridad', 'Técnico', [600_000, 800_000], 1, ['Operador/a de Cámaras CCTV', 'Operador de Central de Monitoreo'], { turnos: true }),
  // Logística
  o('bodeguero', 'Logística', 'Operario', [560_000, 750_000], 5, ['Bodeguero/a', 'Bodeguero', 'Ayudante de Bodega']),
  o('operario-bodega', 'Logística', 'Operario', [545_000, 700_000], 5, ['Operario de Bodega', 'Operario/a de Bodega', 'Operaria de Bodega turno noche'], { turnos: true }),
  o('grua-horquilla', 'Logística', 'Operario', [680_000, 900_000], 3, ['Operador/a de Grúa Horquilla', 'Gruero Horquillero', 'Operador de Grúa Horquilla turno noche'], {
    requisitos: ['Licencia clase D vigente', 'Experiencia operando grúa horquilla'], turnos: true,
  }),
  o('peoneta', 'Logística', 'Operario', [545_000, 620_000], 2, ['Peoneta', 'Peoneta de Reparto']),
  o('despachador', 'Logística', 'Operario', [560_000, 750_000], 2, ['Despachador/a', 'Despachador de Bodega', 'Asistente de Despacho']),
  o('supervisor-logistica', 'Logística', 'Jefatura', [1_100_000, 1_700_000], 1, ['Supervisor de Logística', 'Supervisor/a de Bodega']),
  o('analista-inventario', 'Logística', 'Profesional', [900_000, 1_300_000], 1, ['Analista de Inventario', 'Controller de Inventario']),
  // Transporte
  o('conductor-camion', 'Transporte', 'Operario', [950_000, 1_500_000], 4, ['Conductor Clase A5', 'Conductor de Camión Clase A4', 'Chofer de Camión A5', 'Conductor/a de Camión'], {
    requisitos: ['Licencia profesional clase A4 o A5 vigente', 'Disponibilidad para viajes a regiones'],
  }),
  o('conductor-a2', 'Transporte', 'Operario', [700_000, 1_000_000], 2, ['Conductor/a Clase A2', 'Chofer Clase A2', 'Conductor de Furgón Escolar A2'], { requisitos: ['Licencia profesional clase A2 vigente'] }),
  o('conductor-b', 'Transporte', 'Operario', [600_000, 850_000], 2, ['Conductor/a Clase B', 'Chofer Clase B', 'Conductor de Vehículo Ejecutivo'], { requisitos: ['Licencia de conducir clase B con al menos 3 años'] }),
  o('repartidor', 'Transporte', 'Operario', [560_000, 800_000], 3, ['Repartidor/a', 'Repartidor en Moto', 'Conductor Repartidor Clase B', 'Repartidor/a part time'], {
    requisitos: ['Licencia de conducir clase B o C vigente'],
  }),
  o('conductor-bus', 'Transporte', 'Operario', [900_000, 1_300_000], 1, ['Conductor de Bus Clase A3', 'Conductor/a de Transporte de Personal A3'], { requisitos: ['Licencia profesional clase A3 vigente'], turnos: true }),
  // Construcción
  o('maestro-albanil', 'Construcción', 'Operario', [750_000, 1_050_000], 2, ['Maestro Albañil', 'Maestro/a Albañil', 'Albañil']),
  o('jornal', 'Construcción', 'Operario', [545_000, 650_000], 3, ['Jornal de Construcción', 'Jornal', 'Ayudante de Construcción']),
  o('carpintero', 'Construcción', 'Operario', [750_000, 1_100_000], 2, ['Maestro Carpintero', 'Carpintero/a de Obra', 'Carpintero Moldajero']),
  o('electricista', 'Construcción', 'Técnico', [800_000, 1_200_000], 2, ['Electricista de Obra', 'Maestro Electricista', 'Electricista Autorizado SEC'], { requisitos: ['Licencia SEC clase D o superior'] }),
  o('gasfiter', 'Construcción', 'Operario', [750_000, 1_100_000], 2, ['Gasfíter', 'Maestro Gasfíter', 'Gasfíter Instalador Autorizado SEC'], { requisitos: ['Certificación SEC de instalador de gas deseable'] }),
  o('jefe-obra', 'Construcción', 'Jefatura', [2_000_000, 3_200_000], 1, ['Jefe de Obra', 'Jefe/a de Obra Edificación'], { requisitos: ['Título de Constructor Civil o Ingeniero Constructor'] }),
  o('prevencionista', 'Construcción', 'Profesional', [1_100_000, 1_800_000], 2, ['Prevencionista de Riesgos', 'Experto/a en Prevención de Riesgos', 'Prevencionista de Riesgos de Obra'], {
    requisitos: ['Título de Ingeniero o Técnico en Prevención de Riesgos', 'Registro SEREMI de Salud vigente'],
  }),
  o('ingeniero-obras', 'Construcción', 'Profesional', [2_000_000, 3_200_000], 1, ['Ingeniero Civil en Obras', 'Ingeniero/a de Oficina Técnica']),
  // Minería
  o('operador-camion-minero', 'Minería', 'Operario', [1_500_000, 2_300_000], 2, ['Operador de Camión de Extracción', 'Operador/a de Camión Minero', 'Operador de Camión de Alto Tonelaje'], {
    requisitos: ['Licencia municipal clase A4 o D', 'Disponibilidad para sistema de turnos 7x7'], turnos: true, regiones: NORTE_MINERO,
  }),
  o('mantenedor-mecanico', 'Minería', 'Técnico', [1_400_000, 2_100_000], 2, ['Mantenedor Mecánico', 'Mecánico de Equipos Pesados', 'Mantenedor/a Mecánico de Planta'], {
    requisitos: ['Título técnico en mecánica industrial o automotriz'], turnos: true, regiones: NORTE_MINERO,
  }),
  o('geologo', 'Minería', 'Profesional', [2_400_000, 3_800_000], 1, ['Geólogo de Exploración', 'Geólogo/a', 'Geóloga de Minas'], { requisitos: ['Título de Geólogo'], regiones: NORTE_MINERO }),
  o('ingeniero-procesos', 'Minería', 'Profesional', [2_600_000, 4_200_000], 1, ['Ingeniero de Procesos'], { requisitos: ['Título de Ingeniero Civil Metalúrgico o Químico'], regiones: NORTE_MINERO }),
  o('electricista-industrial', 'Minería', 'Técnico', [1_200_000, 1_800_000], 1, ['Electricista Industrial', 'Eléctrico de Mantención Mina'], {
    requisitos: ['Título técnico en electricidad', 'Licencia SEC clase B'], turnos: true, regiones: NORTE_MINERO,
  }),
  // Agrícola y Pesca
  o('temporero', 'Agrícola y Pesca', 'Operario', [545_000, 700_000], 4, ['Temporero/a', 'Temporera de Packing', 'Temporero para Cosecha de Fruta', 'Temporeros Agrícolas'], { regiones: ZONA_AGRICOLA, rubros: ['Agrícola', 'Frutícola', 'Exportadora'] }),
  o('operario-agricola', 'Agrícola y Pesca', 'Operario', [545_000, 680_000], 2, ['Operario/a Agrícola', 'Operario Agrícola de Riego'], { regiones: ZONA_AGRICOLA, rubros: ['Agrícola', 'Frutícola'] }),
  o('tractorista', 'Agrícola y Pesca', 'Operario', [620_000, 850_000], 1, ['Tractorista', 'Tractorista Agrícola'], { requisitos: ['Experiencia operando tractor y aplicadores'], regiones: ZONA_AGRICOLA, rubros: ['Agrícola', 'Frutícola'] }),
  o('operario-salmonera', 'Agrícola y Pesca', 'Operario', [560_000, 750_000], 2, ['Operario/a de Planta Salmonera', 'Operario de Planta de Proceso de Salmón', 'Operaria de Planta Salmonera'], {
    turnos: true, regiones: ['X', 'XI', 'XII', 'XIV'], rubros: ['Salmones'],
  }),
  // Salud y Enfermería
  o('medico', 'Salud', 'Profesional', [2_800_000, 4_500_000], 2, ['Médico General', 'Médico/a Cirujano', 'Médico de Urgencia'], { requisitos: ['Título de Médico Cirujano y EUNACOM aprobado'], turnos: true, rubros: ['Clínica', 'Centro Médico'] }),
  o('quimico-farmaceutico', 'Salud', 'Profesional', [1_800_000, 2_600_000], 3, ['Químico Farmacéutico'], { requisitos: ['Título de Químico Farmacéutico'], rubros: ['Farmacias', 'Laboratorio', 'Clínica'] }),
  o('tecnologo-medico', 'Salud', 'Profesional', [1_400_000, 2_200_000], 1, ['Tecnólogo Médico'], { requisitos: ['Título de Tecnólogo Médico'], rubros: ['Clínica', 'Centro Médico', 'Laboratorio'] }),
  o('kinesiologo', 'Salud', 'Profesional', [1_100_000, 1_800_000], 4, ['Kinesiólogo'], { requisitos: ['Título de Kinesiólogo'], rubros: ['Clínica', 'Centro Médico'] }),
  o('auxiliar-farmacia', 'Salud', 'Técnico', [545_000, 720_000], 2, ['Auxiliar de Farmacia', 'Auxiliar de Farmacia part time'], { requisitos: ['Certificado de auxiliar de farmacia de la SEREMI'], rubros: ['Farmacias'] }),
  o('recepcionista-centro-medico', 'Salud', 'Administrativo', [550_000, 700_000], 1, ['Recepcionista de Centro Médico'], { rubros: ['Centro Médico', 'Clínica'] }),
  o('enfermera-clinica', 'Enfermería', 'Profesional', [1_400_000, 2_100_000], 4, ['Enfermera Clínica', 'Enfermero/a Clínico', 'Enfermera/o turno noche'], { requisitos: ['Título de Enfermería'], turnos: true }),
  o('enfermero-urgencia', 'Enfermería', 'Profesional', [1_500_000, 2_300_000], 1, ['Enfermero de Urgencia'], { requisitos: ['Título de Enfermería'], turnos: true }),
  o('tens', 'Enfermería', 'Técnico', [600_000, 850_000], 4, ['Técnico en Enfermería (TENS)', 'TENS', 'Técnico/a en Enfermería TENS turno noche'], {
    requisitos: ['Título de Técnico en Enfermería de Nivel Superior'], turnos: true,
  }),
  o('enfermera-supervisora', 'Enfermería', 'Jefatura', [2_000_000, 2_800_000], 1, ['Enfermera Supervisora'], { requisitos: ['Título de Enfermería y diplomado en gestión'] }),
  // Educación
  o('profesor-basica', 'Educación', 'Profesional', [950_000, 1_400_000], 2, ['Profesor/a de Educación Básica', 'Profesora de Básica', 'Profesor de Básica'], { requisitos: ['Título de Profesor de Educación General Básica'], rubros: ['Colegio'] }),
  o('profesor-matematica', 'Educación', 'Profesional', [1_000_000, 1_600_000], 1, ['Profesora de Matemática', 'Profesor/a de Matemática'], { requisitos: ['Título de Profesor de Matemática'], rubros: ['Colegio', 'Instituto'] }),
  o('profesor-ingles', 'Educación', 'Profesional', [950_000, 1_500_000], 1, ['Profesor de Inglés', 'Profesora de Inglés'], { requisitos: ['Título de Profesor de Inglés'], rubros: ['Colegio', 'Instituto'] }),
  o('educadora-parvulos', 'Educación', 'Profesional', [900_000, 1_300_000], 2, ['Educadora de Párvulos', 'Educador/a de Párvulos'], { requisitos: ['Título de Educadora de Párvulos'], rubros: ['Jardín Infantil', 'Colegio'] }),
  o('asistente-aula', 'Educación', 'Técnico', [545_000, 700_000], 2, ['Asistente de Aula', 'Asistente de la Educación', 'Técnico en Párvulos'], { requisitos: ['Título de Técnico en Educación o en Párvulos'], rubros: ['Colegio', 'Jardín Infantil'] }),
  o('psicopedagoga', 'Educación', 'Profesional', [900_000, 1_300_000], 1, ['Psicopedagoga', 'Psicopedagogo/a'], { requisitos: ['Título de Psicopedagogía'], rubros: ['Colegio'] }),
  // Administración
  o('secretaria', 'Administración', 'Administrativo', [600_000, 950_000], 2, ['Secretaria', 'Secretaria Ejecutiva', 'Secretaria Administrativa'], { requisitos: ['Título de Secretariado'] }),
  o('asistente-administrativo', 'Administración', 'Administrativo', [600_000, 850_000], 4, ['Asistente Administrativo', 'Asistente Administrativo/a', 'Asistente Administrativa part time']),
  o('administrativo', 'Administración', 'Administrativo', [580_000, 800_000], 3, ['Administrativo/a', 'Administrativo Contable', 'Administrativa de Facturación']),
  o('contador', 'Administración', 'Profesional', [1_300_000, 2_100_000], 3, ['Contador General', 'Contador/a Auditor', 'Contadora Auditora'], { requisitos: ['Título de Contador Auditor'] }),
  o('analista-contable', 'Administración', 'Profesional', [900_000, 1_400_000], 2, ['Analista Contable', 'Analista de Contabilidad', 'Asistente Contable'], { requisitos: ['Título de Contador Auditor o Técnico en Contabilidad'] }),
  o('recepcionista', 'Administración', 'Administrativo', [545_000, 700_000], 2, ['Recepcionista', 'Recepcionista Administrativa', 'Recepcionista part time']),
  o('jefe-administracion', 'Administración', 'Gerencia', [2_800_000, 4_200_000], 1, ['Jefe de Administración y Finanzas', 'Ingeniero Comercial Jefe de Administración'], { requisitos: ['Título de Ingeniero Comercial o Contador Auditor'] }),
  // Finanzas
  o('ejecutivo-cuentas', 'Finanzas', 'Vendedor', [900_000, 1_600_000], 2, ['Ejecutivo/a de Cuentas', 'Ejecutiva de Cuentas Banca Personas', 'Ejecutivo de Cuentas Pyme']),
  o('analista-financiero', 'Finanzas', 'Profesional', [1_200_000, 2_000_000], 2, ['Analista Financiero', 'Analista Financiera', 'Analista Financiero de Riesgo', 'Ingeniero Comercial Analista Financiero'], { requisitos: ['Título de Ingeniero Comercial o afín'] }),
  o('cajero-bancario', 'Finanzas', 'Administrativo', [600_000, 800_000], 2, ['Cajero/a Bancario', 'Cajera Bancaria', 'Cajero Bancario part time'], { rubros: ['Banco', 'Cooperativa'] }),
  // Tecnología
  o('desarrollador-full-stack', 'Tecnología', 'Profesional', [1_600_000, 3_200_000], 3, ['Desarrollador Full Stack', 'Desarrollador/a Full Stack', 'Programador/a Full Stack'], { requisitos: ['Título de Ingeniería en Informática o carrera afín'] }),
  o('desarrollador-backend', 'Tecnología', 'Profesional', [1_800_000, 3_500_000], 2, ['Desarrollador Backend Java', 'Desarrollador/a Backend Node.js']),
  o('desarrollador-frontend', 'Tecnología', 'Profesional', [1_500_000, 3_000_000], 2, ['Desarrolladora Frontend React', 'Desarrollador/a Frontend']),
  o('analista-qa', 'Tecnología', 'Profesional', [1_200_000, 2_200_000], 1, ['Analista QA', 'Analista QA Automatizador/a']),
  o('devops', 'Tecnología', 'Profesional', [2_200_000, 4_000_000], 1, ['Ingeniero DevOps', 'Ingeniero/a DevOps']),
  o('soporte-ti', 'Tecnología', 'Técnico', [650_000, 1_000_000], 2, ['Soporte TI', 'Técnico/a de Soporte TI', 'Analista de Soporte Computacional'], { requisitos: ['Título de Técnico en Informática o Conectividad'] }),
  o('analista-datos', 'Tecnología', 'Profesional', [1_300_000, 2_300_000], 2, ['Analista de Datos', 'Data Analyst', 'Analista de Datos BI'], { requisitos: ['SQL avanzado y Power BI o Tableau'] }),
  o('jefe-proyectos-ti', 'Tecnología', 'Jefatura', [2_500_000, 4_500_000], 1, ['Jefe de Proyectos TI']),
  // Atención al Cliente
  o('ejecutivo-call-center', 'Atención al Cliente', 'Administrativo', [545_000, 700_000], 5, ['Ejecutivo/a de Call Center', 'Ejecutiva Call Center part time', 'Ejecutivo de Call Center Inbound']),
  o('teleoperador', 'Atención al Cliente', 'Administrativo', [545_000, 650_000], 3, ['Teleoperador/a', 'Teleoperadora part time', 'Teleoperador Outbound']),
  o('ejecutivo-atencion-cliente', 'Atención al Cliente', 'Administrativo', [600_000, 850_000], 4, ['Ejecutivo/a de Atención al Cliente', 'Ejecutiva de Atención al Cliente', 'Ejecutivo de Servicio al Cliente']),
  o('ejecutivo-ventas-telefonicas', 'Atención al Cliente', 'Vendedor', [545_000, 800_000], 3, ['Ejecutivo/a de Ventas Telefónicas', 'Ejecutiva de Televentas', 'Ejecutivo de Televentas part time']),
  o('supervisor-call-center', 'Atención al Cliente', 'Jefatura', [900_000, 1_300_000], 1, ['Supervisor/a de Call Center']),
  // Ventas
  o('ejecutivo-ventas', 'Ventas', 'Vendedor', [700_000, 1_500_000], 5, ['Ejecutivo de Ventas', 'Ejecutivo/a de Ventas', 'Ejecutiva de Ventas'], { requisitos: ['Licencia de conducir clase B deseable'] }),
  o('vendedor-terreno', 'Ventas', 'Vendedor', [600_000, 1_200_000], 2, ['Vendedora Terreno', 'Vendedor/a en Terreno'], { requisitos: ['Licencia de conducir clase B'] }),
  o('key-account-manager', 'Ventas', 'Profesional', [1_800_000, 3_000_000], 1, ['Key Account Manager']),
  o('jefe-ventas', 'Ventas', 'Jefatura', [1_800_000, 2_800_000], 1, ['Jefe de Ventas', 'Jefe/a de Ventas Zonal']),
  o('ejecutivo-seguros', 'Ventas', 'Vendedor', [800_000, 1_600_000], 1, ['Ejecutivo Comercial de Seguros'], { requisitos: ['Certificación de la CMF para corredores de seguros'], rubros: ['Seguros'] }),
  // Recursos Humanos
  o('analista-rrhh', 'Recursos Humanos', 'Profesional', [1_000_000, 1_600_000], 2, ['Analista de Recursos Humanos', 'Analista de RRHH', 'Analista de Personas']),
  o('reclutador', 'Recursos Humanos', 'Profesional', [900_000, 1_400_000], 2, ['Reclutador/a', 'Reclutadora TI', 'Analista de Reclutamiento y Selección']),
  o('analista-remuneraciones', 'Recursos Humanos', 'Profesional', [1_000_000, 1_500_000], 2, ['Analista de Remuneraciones', 'Analista de Remuneraciones y Beneficios'], { requisitos: ['Manejo de Buk, Rex+ o Talana'] }),
  o('asistente-personas', 'Recursos Humanos', 'Administrativo', [650_000, 900_000], 2, ['Asistente de Personas', 'Asistente de Recursos Humanos', 'Asistente de RRHH']),
  // Diseño y Marketing
  o('disenador-grafico', 'Diseño y Marketing', 'Profesional', [800_000, 1_300_000], 2, ['Diseñador/a Gráfico/a', 'Diseñadora Gráfica', 'Diseñador Gráfico part time'], { requisitos: ['Título de Diseño Gráfico'] }),
  o('community-manager', 'Diseño y Marketing', 'Profesional', [700_000, 1_100_000], 2, ['Community Manager', 'Community Manager part time']),
  o('marketing-digital', 'Diseño y Marketing', 'Profesional', [1_000_000, 1_700_000], 2, ['Analista de Marketing Digital', 'Analista de Marketing', 'Especialista en Marketing Digital'], { requisitos: ['Manejo de Google Ads, Meta Ads y Google Analytics'] }),
  o('ejecutivo-comercial', 'Diseño y Marketing', 'Vendedor', [800_000, 1_500_000], 3, ['Ejecutivo/a Comercial', 'Ejecutivo Comercial', 'Ejecutiva Comercial']),
  // Manufactura
  o('operario-produccion', 'Manufactura', 'Operario', [545_000, 720_000], 5, ['Operario/a de Producción', 'Operario de Producción', 'Operaria de Producción turno noche'], { turnos: true }),
  o('operador-maquinas', 'Manufactura', 'Operario', [650_000, 950_000], 2, ['Operador/a de Máquinas', 'Operador de Máquina Inyectora', 'Operador de Torno CNC'], { turnos: true }),
  o('mecanico-mantencion', 'Manufactura', 'Técnico', [850_000, 1_300_000], 2, ['Mecánico de Mantención', 'Mecánico/a de Mantención Industrial'], { requisitos: ['Título técnico en mecánica industrial'], turnos: true }),
  o('soldador', 'Manufactura', 'Operario', [800_000, 1_300_000], 2, ['Soldador/a', 'Soldador Calificado', 'Soldador MIG TIG'], { requisitos: ['Certificación de soldadura vigente'] }),
  o('supervisor-produccion', 'Manufactura', 'Jefatura', [1_200_000, 1_800_000], 1, ['Supervisor/a de Producción']),
  // Aseo y Limpieza
  o('auxiliar-aseo', 'Aseo y Limpieza', 'Operario', [545_000, 620_000], 5, ['Auxiliar de Aseo', 'Auxiliar de Aseo part time', 'Auxiliar de Aseo Clínica']),
  o('personal-limpieza', 'Aseo y Limpieza', 'Operario', [545_000, 620_000], 3, ['Personal de Limpieza', 'Operario/a de Limpieza', 'Personal de Limpieza fin de semana']),
  o('supervisor-aseo', 'Aseo y Limpieza', 'Jefatura', [750_000, 1_000_000], 1, ['Supervisor/a de Aseo']),
  // Prácticas y Primer Empleo
  o('practica-profesional', 'Prácticas y Primer Empleo', 'Práctica', [545_000, 650_000], 2, [
    'Práctica Profesional Ingeniería Comercial', 'Práctica Profesional Administración', 'Práctica Profesional en Informática', 'Práctica Profesional Diseño part time',
  ]),
  o('alumno-practica', 'Prácticas y Primer Empleo', 'Práctica', [545_000, 600_000], 1, ['Alumno/a en Práctica', 'Alumno en Práctica Técnico', 'Alumna en Práctica Contabilidad']),
  o('trainee', 'Prácticas y Primer Empleo', 'Profesional', [1_000_000, 1_400_000], 1, ['Programa Trainee', 'Trainee Comercial', 'Ingeniero/a Trainee']),
  o('primer-empleo', 'Prácticas y Primer Empleo', 'Operario', [545_000, 620_000], 1, ['Primer Empleo Auxiliar de Tienda', 'Auxiliar Administrativo Primer Empleo', 'Primer Empleo sin Experiencia']),
  // Oficios y Mantención
  o('tecnico-refrigeracion', 'Oficios y Mantención', 'Técnico', [850_000, 1_300_000], 1, ['Técnico/a en Refrigeración', 'Técnico en Climatización y Refrigeración'], { requisitos: ['Título técnico en refrigeración y climatización'] }),
  o('mecanico-automotriz', 'Oficios y Mantención', 'Técnico', [700_000, 1_200_000], 2, ['Mecánico Automotriz', 'Mecánico/a Automotriz Diésel', 'Ayudante de Mecánico Automotriz']),
  o('pintor', 'Oficios y Mantención', 'Operario', [650_000, 950_000], 1, ['Pintor/a', 'Maestro Pintor', 'Pintor de Terminaciones']),
  o('maestro-mantencion', 'Oficios y Mantención', 'Operario', [650_000, 950_000], 2, ['Maestro/a de Mantención', 'Maestro de Mantención de Edificios', 'Técnico de Mantención de Edificios']),
];

/** The whole catalogue. */
export const OCUPACIONES: Ocupacion[] = [...OCUPACIONES_INICIALES, ...OCUPACIONES_AGREGADAS];
