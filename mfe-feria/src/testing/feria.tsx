// Fixtures of the fair and a stub of its api calls, routed by path, for mfe-feria's tests.
import type { EmpresaFeria, HomeFeria, StandFeria } from '@portal/shared/contract';
import { stubApi, type RecordedRequest, type StubReply } from '@portal/shared/testing';

export const PABELLONES = [
  { idOpcionCategoria: 1, llaveOpcionCategoria: 'tecnologia', nombreOpcionCategoria: 'Tecnología e Innovación' },
  { idOpcionCategoria: 2, llaveOpcionCategoria: 'salud', nombreOpcionCategoria: 'Salud y Bienestar' },
];

export function empresa(overrides: Partial<EmpresaFeria> = {}): EmpresaFeria {
  return {
    idEmpresa: 10,
    nombreEmpresa: 'Clínica Los Andes',
    descripcion: 'Atención de salud en la Región de la Araucanía.',
    urlLogo: null,
    cantidadVacantes: 12,
    pabellon: { llaveOpcionCategoria: 'salud', nombreOpcionCategoria: 'Salud y Bienestar' },
    stand: 'clinica-los-andes',
    ...overrides,
  };
}

export const HOME: HomeFeria = {
  idDominio: 860,
  nombre: 'Feria Laboral Virtual',
  descripcion: 'Conoce a las empresas y postula desde sus stands',
  fechaInicio: '2026-01-01T03:00:00.000Z',
  fechaTermino: '2031-01-01T02:59:59.000Z',
  preRegistroHabilitado: false,
  estado: 'ABIERTA',
  cifras: { empresas: 43, ofertas: 1250, vacantes: 2310 },
};

export function stand(overrides: Partial<StandFeria> = {}): StandFeria {
  return {
    ...empresa(),
    presentacion: 'Clínica Los Andes cuida a miles de pacientes cada año.',
    logo: { url: 'data:image/svg+xml,logo', ancho: 200, alto: 100 },
    urlVideo: 'https://example.com/videos/clinica-los-andes',
    imagenes: [{ url: 'data:image/svg+xml,equipo', alt: 'El equipo de Clínica Los Andes', ancho: 640, alto: 400 }],
    beneficios: ['Seguro complementario de salud y dental', 'Día libre de cumpleaños'],
    ofertas: [
      { idOferta: 77, nombreCargo: 'Enfermera Clínica', vacantes: 3, nombreComuna: 'Temuco', nombreRegion: 'Región de la Araucanía', fechaPublicacion: '2026-11-20T12:00:00.000Z' },
    ],
    ...overrides,
  };
}

export const FALLA: StubReply = { status: 500, body: { statusCode: 500, error: 'Internal Server Error', code: 'ERROR_INTERNO', message: 'Error' } };

/** Answers every fair call with the fixtures; `respuestas` replaces the answer of a path (`/api/feria/home`). */
export function stubFeria(respuestas: Record<string, StubReply | ((request: RecordedRequest) => StubReply)> = {}, jwt: string | null = null) {
  const porDefecto: Record<string, StubReply> = {
    '/api/feria/home': { body: HOME },
    '/api/feria/pabellones': { body: { opcionesCategoria: PABELLONES } },
    '/api/feria/empresas-landing': { body: { empresas: [empresa()] } },
    '/api/feria/empresas-dominio': { body: { empresas: [empresa()] } },
    '/api/feria/empresas-pabellon': { body: { pabellon: PABELLONES[1], empresas: [empresa()] } },
    '/api/feria/stand': { body: stand() },
    '/api/feria/pre-registros': { body: { preRegistros: [] } },
  };
  return stubApi((request) => {
    const respuesta = respuestas[request.url.pathname] ?? porDefecto[request.url.pathname];
    if (!respuesta) return { status: 404, body: { statusCode: 404, error: 'Not Found', code: 'RUTA_NO_ENCONTRADA', message: 'No' } };
    return typeof respuesta === 'function' ? respuesta(request) : respuesta;
  }, { jwt });
}

/** The paths the page asked for, in order. */
export const rutas = (requests: RecordedRequest[]) => requests.map((r) => r.url.pathname);
