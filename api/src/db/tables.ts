// Row types of the tables the api reads through Kysely (see migrations/*.sql).
import type { ColumnType, Generated } from 'kysely';
import type { EstadoProceso, ModalidadEvento, TipoEvento } from '@portal/shared/contract';

/** The code an outbox message carries (correo/vigencia.ts): its window restarts when the message leaves late. */
export interface VigenciaCodigo {
  /** `codigo_confirmacion` (id: the candidate) or `recuperacion` (id: the request). */
  tipo: 'registro' | 'recuperacion';
  id: string;
  codigoHash: string;
  duracionMs: number;
  /** The deadline the message's words give (ISO 8601). */
  expira: string;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** An image of a fair stand (`feria_empresa.imagenes`), with its intrinsic size. */
export interface ImagenStand {
  url: string;
  alt: string;
  ancho: number;
  alto: number;
}

export interface Database {
  region: { id_region: number; nombre: string; numero: string };
  comuna: { id_comuna: number; id_region: number; nombre: string; lat: number | null; lon: number | null };
  dominio: {
    id_dominio: number;
    dominio: string;
    nombre: string;
    descripcion: string;
    tipo_portal: 'CORPORATIVO' | 'SAAE' | 'ALIANZA' | 'FERIA';
    estado: 'ACTIVADO' | 'DESACTIVADO';
    url_css: string | null;
    logo_url: string | null;
    logo_ancho: number | null;
    logo_alto: number | null;
    icono_url: string | null;
    url_card_og: string | null;
    id_analytics: string | null;
    feria_inicio: Timestamp | null;
    feria_termino: Timestamp | null;
    pre_registro_habilitado: boolean;
  };
  canal: { id_canal: number; id_dominio: number; nombre: string; estado: number };
  empresa: { id_empresa: number; nombre_fantasia: string; razon_social: string; descripcion: string; url_logo: string | null };
  oferta: {
    id_oferta: number;
    id_empresa: number;
    nombre_cargo: string;
    descripcion_html: string;
    descripcion_texto: string;
    nombre_area: string;
    nombre_tipo_cargo: string;
    id_comuna: number;
    direccion: string | null;
    codigo_postal: string | null;
    estado: 'ACTIVA' | 'EXPIRADA';
    fecha_publicacion: Timestamp;
    fecha_expiracion: Timestamp;
    mostrar_sueldo: boolean;
    sueldo: number | null;
    nombre_moneda: string;
    anios_experiencia: number;
    tiempo_contrato: string | null;
    confidencial: boolean;
    link_postulacion_externo: string | null;
    tipo_curriculum_aceptado: 'NORMAL' | 'NORMAL_ARCHIVO' | 'ARCHIVO';
    postulacion_valida_institucion: boolean;
    jornada: 'COMPLETA' | 'PARCIAL' | 'TURNOS' | 'FINES_DE_SEMANA';
    grado_escolar: 'BASICA' | 'MEDIA' | 'TECNICO' | 'UNIVERSITARIO' | 'POSTGRADO';
    es_inclusivo: boolean;
    carreras: string[];
    vacantes: Generated<number>;
    busqueda: unknown;
    busqueda_titulo: unknown;
  };
  categoria: { id_categoria: number; nombre: string; slug: string };
  oferta_categoria: { id_categoria: number; id_oferta: number };
  oferta_pregunta: { id_pregunta: number; id_oferta: number; pregunta: string };
  oferta_documento: { id_documento: number; id_oferta: number; nombre: string };
  oferta_canal: { id_oferta: number; id_canal: number };
  pabellon: { id_opcion_categoria: number; id_dominio: number; llave: string; nombre: string };
  feria_empresa: {
    id_dominio: number;
    id_empresa: number;
    id_opcion_categoria: number;
    stand: string;
    presentacion: Generated<string>;
    url_logo: string | null;
    logo_ancho: number | null;
    logo_alto: number | null;
    url_video: string | null;
    imagenes: ColumnType<ImagenStand[], string | undefined, string>;
    beneficios: Generated<string[]>;
    destacada: Generated<boolean>;
  };
  feria_pre_registro: { id_candidato: number; id_dominio: number; fecha: Generated<Date> };
  noticia_categoria: { slug: string; nombre: string };
  noticia: {
    id_noticia: number;
    titulo: string;
    slug: string;
    resumen: string;
    cuerpo_html: string;
    fecha_publicacion: Timestamp;
    url_imagen: string | null;
    categoria: string;
    autor: string;
  };
  evento: {
    id_evento: number;
    id_dominio: number | null;
    titulo: string;
    slug: string;
    tipo: TipoEvento;
    resumen: string;
    descripcion_html: string;
    modalidad: ModalidadEvento;
    inicio: Timestamp;
    termino: Timestamp;
    lugar: string | null;
    direccion: string | null;
    id_comuna: number | null;
    url_online: string | null;
    organizador: string;
    url_inscripcion: string | null;
    actualizado: ColumnType<Date, never, Date | string>;
  };
  pagina: {
    id_pagina: Generated<number>;
    /** Null: shared by every portal; a portal's own page with the same slug wins. */
    id_dominio: number | null;
    slug: string;
    titulo: string;
    descripcion: string;
    cuerpo_html: string;
    actualizada: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  pagina_pregunta: {
    id_pregunta: Generated<number>;
    id_pagina: number;
    orden: number;
    seccion: string;
    pregunta: string;
    respuesta_html: string;
  };
  candidato: {
    id_candidato: Generated<number>;
    correo: string;
    /** Normalised RUN of a RUN candidate (login by RUN); null for a passport. */
    run: string | null;
    tipo_documento: 'RUN' | 'PASAPORTE';
    numero_documento: string;
    clave_hash: string;
    nombres: string;
    apellidos: string;
    archivo: string | null;
    estado: 'FINALIZADO' | 'INCOMPLETO';
    correo_confirmado: Timestamp | null;
    telefono: string | null;
    id_region: number | null;
    id_comuna: number | null;
    /** A PostgreSQL date: read back as YYYY-MM-DD text (to_char) where it is shown. */
    fecha_nacimiento: ColumnType<Date, string, string> | null;
    genero: 'FEMENINO' | 'MASCULINO' | 'OTRO' | 'PREFIERO_NO_DECIRLO' | null;
    nacionalidad: string | null;
    datos_actualizados: Timestamp | null;
    creado: ColumnType<Date, never, never>;
  };
  correo_saliente: {
    id: Generated<string>;
    para: string;
    asunto: string;
    texto: string;
    html: string;
    creado: ColumnType<Date, never, never>;
    intentos: ColumnType<number, never, number>;
    proximo_intento: ColumnType<Date, Date | string | undefined, Date | string>;
    enviado: ColumnType<Date | null, never, Date | string>;
    ultimo_error: ColumnType<string | null, never, string | null>;
    cabeceras: ColumnType<Record<string, string> | null, string | undefined, never>;
    vigencia: ColumnType<VigenciaCodigo | null, string | undefined, never>;
  };
  consentimiento: { id_candidato: number; version: string; aceptado: ColumnType<Date, Date | string | undefined, Date | string> };
  codigo_confirmacion: {
    id_candidato: number;
    codigo_hash: string;
    expira: Timestamp;
    intentos_restantes: number;
    creado: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  confirmacion_sin_cuenta: {
    correo_hash: string;
    intentos_restantes: number;
    expira: Timestamp;
    creado: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  token_usado: { jti: string; usado: ColumnType<Date, never, never>; expira: Timestamp };
  sesion: { jti: string; id_candidato: number; creada: ColumnType<Date, never, never>; expira: Timestamp; revocada: Timestamp | null };
  ajuste_servidor: { clave: string; valor: string };
  institucion: { id_institucion: number; nombre: string };
  oferta_institucion: { id_oferta: number; id_institucion: number };
  candidato_institucion: { id_candidato: number; id_institucion: number };
  curriculum: {
    id_candidato: number;
    resumen: string | null;
    cargo_deseado: string | null;
    pretension_renta: number | null;
    disponibilidad: string | null;
    jornadas: ColumnType<string[], string[] | undefined, string[]>;
    modalidades: ColumnType<string[], string[] | undefined, string[]>;
    licencias: ColumnType<string[], string[] | undefined, string[]>;
    id_archivo: number | null;
    id_foto: number | null;
    actualizado: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  curriculum_experiencia: {
    id_experiencia: Generated<number>;
    id_candidato: number;
    orden: number;
    cargo: string;
    empresa: string;
    inicio: string;
    termino: string | null;
    descripcion: string | null;
  };
  curriculum_estudio: {
    id_estudio: Generated<number>;
    id_candidato: number;
    orden: number;
    nivel: string;
    institucion: string;
    carrera: string | null;
    estado: string;
    inicio: string;
    termino: string | null;
  };
  curriculum_idioma: { id_idioma: Generated<number>; id_candidato: number; orden: number; idioma: string; nivel: string };
  curriculum_habilidad: { id_habilidad: Generated<number>; id_candidato: number; orden: number; nombre: string };
  archivo: {
    id_archivo: Generated<number>;
    id_candidato: number;
    clave: string;
    nombre_original: string;
    tipo_mime: string;
    bytes: number;
    creado: ColumnType<Date, never, never>;
  };
  postulacion: {
    id_postulacion: Generated<number>;
    id_candidato: number;
    id_oferta: number;
    origen: string;
    usar_curriculum_perfil: boolean;
    id_archivo_curriculum: number | null;
    creada: ColumnType<Date, never, never>;
    /** What was sent (issue 10): { curriculum, archivo } as JSON text on insert. */
    curriculum_enviado: ColumnType<unknown, string | null | undefined, string | null>;
    estado: ColumnType<EstadoProceso, EstadoProceso | undefined, EstadoProceso>;
    retirada: Timestamp | null;
  };
  postulacion_paso: { id_postulacion: number; estado: EstadoProceso; fecha: Timestamp };
  pregunta_reclutador: {
    id_pregunta: ColumnType<number, never, never>;
    id_postulacion: number;
    pregunta: string;
    enviada: ColumnType<Date, Date | string | undefined, never>;
    respuesta: string | null;
    respondida: Timestamp | null;
  };
  cv_dejado: { id_candidato: number; id_empresa: number; dejado: ColumnType<Date, never, never> };
  postulacion_respuesta: { id_postulacion: number; id_pregunta: number; respuesta: string };
  postulacion_documento: { id_postulacion: number; id_documento: number; id_archivo: number };
  oferta_guardada: { id_candidato: number; id_oferta: number; creada: ColumnType<Date, never, never> };
  oferta_clic_externo: { id_oferta: number; clics: number };
  enlace_corto: { id_enlace: ColumnType<number, never, never>; codigo: string; url: string; clics: ColumnType<number, number | undefined, number>; creado: ColumnType<Date, never, never> };
  candidato_preferencia: { id_candidato: number; nombre_area: string; id_region: number };
  recuperacion: {
    id_solicitud: string;
    id_candidato: number | null;
    identificador_hash: string;
    creada: ColumnType<Date, never, never>;
    codigo_hash: string | null;
    codigo_expira: Timestamp | null;
    envios: ColumnType<number, never, number>;
    intentos: ColumnType<number, never, number>;
    token_hash: string | null;
    token_expira: Timestamp | null;
    token_usado: Timestamp | null;
    huella_cuenta: string | null;
  };
  cambio_correo: {
    token_hash: string;
    id_candidato: number;
    correo_nuevo: string;
    creado: ColumnType<Date, never, never>;
    expira: Timestamp;
    usado: Timestamp | null;
    huella_cuenta: string | null;
  };
  alerta: {
    id_alerta: Generated<number>;
    id_candidato: number;
    nombre: string;
    frecuencia: 'DIARIA' | 'SEMANAL';
    activa: ColumnType<boolean, boolean | undefined, boolean>;
    parametros: ColumnType<Record<string, unknown>, string, string>;
    creada: ColumnType<Date, never, never>;
    publicadas_hasta: Timestamp;
    ultimo_envio: ColumnType<Date | null, never, Date | string>;
    proximo_envio: ColumnType<Date, Date | string | undefined, Date | string>;
    reclamada_hasta: ColumnType<Date | null, never, Date | string | null>;
  };
  alerta_respuesta: {
    jti: string;
    id_alerta: number;
    id_candidato: number;
    tipo: 'VOTACION' | 'ESTIMULO';
    valor: string;
    respondida: ColumnType<Date, never, never>;
  };
  correo_postulacion: {
    id_postulacion: number;
    tipo: 'COLOCACION' | 'INVITACION_MOVILIDAD';
    origen: string;
    enviar_desde: ColumnType<Date, Date | string | undefined, Date | string>;
    encolado: ColumnType<Date | null, never, Date | string | null>;
  };
  postulacion_respuesta_correo: {
    jti: string;
    id_postulacion: number;
    id_candidato: number;
    tipo: 'COLOCACION' | 'DESISTE';
    valor: 'SI' | 'NO' | 'DESISTE';
    respondida: ColumnType<Date, never, never>;
  };
  informe_sueldo: {
    id_informe: Generated<number>;
    id_candidato: number;
    id_dominio: number;
    slug: string;
    cargo: string;
    pedido: ColumnType<Date, never, Date | string>;
  };
  /** The candidate's premium plan (migration 032): current plan and its period; `hasta` null while it runs. */
  plan_candidato: {
    id_candidato: number;
    plan: 'PREMIUM';
    desde: Timestamp;
    hasta: ColumnType<Date | null, Date | string | null, Date | string | null>;
  };
}
