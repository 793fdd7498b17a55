import type { Curriculum } from '@portal/shared/contract';
import { sessionAtom, storeSession } from '@portal/shared/state';
import { ofertaResumen, renderPage, stubApi, type RecordedRequest } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { guardada, misPostulaciones, ofertasGuardadas, postulacion } from '../../../testing/area';
import { curriculum, loginDe } from '../../../testing/candidato';
import { DashboardPage } from './DashboardPage';

const CV = curriculum({
  perfil: { resumen: null, cargoDeseado: 'Enfermera', pretensionRenta: null, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] },
  completitud: { porcentaje: 20, faltantes: [{ seccion: 'experiencias', texto: 'Agrega tu experiencia laboral.' }, { seccion: 'foto', texto: 'Sube una foto de perfil.' }] },
});

const RECOMENDADAS = { preferencias: { cargos: ['Enfermera'], areas: [], regiones: [] }, ofertas: [ofertaResumen({ idOferta: 20, nombreCargo: 'Enfermera Clínica' })] };

const ALERTA = {
  idAlerta: 5,
  nombre: 'Enfermería en Santiago',
  frecuencia: 'SEMANAL',
  activa: false,
  parametros: { idDominio: 1, palabraClave: 'enfermera' },
  descripcion: '«enfermera» en Región Metropolitana de Santiago',
  creada: '2026-11-01T12:00:00.000Z',
  ultimoEnvio: null,
};

/** The api as the dashboard calls it: the CV, the recommendations, the alerts, the applications, and the saved offers for anything else. */
const api = (postulaciones: unknown, guardadas: unknown, cv: Curriculum = CV, alertas: unknown[] = [ALERTA]) => (request: RecordedRequest) => {
  if (request.url.pathname === '/api/curriculum') return { body: cv };
  if (request.url.pathname === '/api/alertas') return { body: { alertas } };
  if (request.url.pathname === '/api/feria/pre-registros') return { body: { preRegistros: [] } };
  if (request.url.pathname === '/api/candidato/recomendadas') return { body: RECOMENDADAS };
  return { body: request.url.pathname === '/api/mis-postulaciones' ? postulaciones : guardadas };
};

const conSesion = { path: '/dashboard', seed: (store: Parameters<NonNullable<Parameters<typeof renderPage>[1]['seed']>>[0]) => { store.set(sessionAtom, storeSession(loginDe())); } };

describe('DashboardPage', () => {
  it('greets the candidate and shows the recent applications with their status, the saved offers and the offers picked for them', async () => {
    const postulaciones = [
      postulacion({ idPostulacion: 1, estado: 'ENVIADA' }),
      postulacion({ idPostulacion: 2, retirada: '2026-11-09T12:00:00.000Z', oferta: { ...postulacion().oferta, idOferta: 2, nombreCargo: 'Kinesiólogo' } }),
      postulacion({ idPostulacion: 3, estado: 'EN_EVALUACION', oferta: { ...postulacion().oferta, idOferta: 3, nombreCargo: 'Tecnólogo Médico' } }),
      postulacion({ idPostulacion: 4, oferta: { ...postulacion().oferta, idOferta: 4, nombreCargo: 'Médico General' } }),
    ];
    stubApi(api(misPostulaciones(postulaciones), ofertasGuardadas([guardada(10, 'Analista QA'), guardada(12, 'Contador General', true)])), { jwt: 'jwt' });
    renderPage(<DashboardPage />, conSesion);

    expect(screen.getByRole('heading', { level: 1, name: 'Hola, Camila' })).toBeInTheDocument();
    const cv = within(await screen.findByRole('region', { name: 'Tu currículum' }));
    expect(await cv.findByRole('progressbar', { name: 'Currículum completo' })).toHaveAttribute('aria-valuenow', '20');
    expect(cv.getByText('Agrega tu experiencia laboral.')).toBeInTheDocument();
    expect(cv.getByRole('link', { name: 'Completar mi currículum' })).toHaveAttribute('href', '/mi-curriculum');
    const recientes = await screen.findByRole('list', { name: 'Postulaciones recientes' });
    expect(within(recientes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Enfermera ClínicaClínica AndesEstado: Postulación enviada · 2 de noviembre de 2026',
      'KinesiólogoClínica AndesEstado: Retirada · 2 de noviembre de 2026',
      'Tecnólogo MédicoClínica AndesEstado: CV en evaluación · 2 de noviembre de 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Ver todas mis postulaciones (4)' })).toHaveAttribute('href', '/mis-postulaciones');

    const guardadas = await screen.findByRole('list', { name: 'Ofertas guardadas' });
    expect(within(guardadas).getByRole('link', { name: 'Analista QA' })).toHaveAttribute('href', '/ofertas-guardadas/trabajo/analista-qa-10');
    expect(within(guardadas).getByText('Oferta expirada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis ofertas guardadas (2)' })).toHaveAttribute('href', '/ofertas-guardadas');

    const paraTi = await screen.findByRole('list', { name: 'Ofertas recomendadas para ti' });
    expect(within(paraTi).getByRole('link', { name: 'Enfermera Clínica' })).toHaveAttribute('href', '/trabajo/enfermera-clinica-20');
    expect(screen.getByRole('link', { name: 'Ofertas recomendadas' })).toHaveAttribute('href', '/recomendadas');
    expect(screen.getByRole('link', { name: 'Ofertas relacionadas' })).toHaveAttribute('href', '/relacionadas');

    const alertas = await screen.findByRole('list', { name: 'Alertas de empleo' });
    expect(within(alertas).getByRole('listitem')).toHaveTextContent('Enfermería en Santiago«enfermera» en Región Metropolitana de SantiagoSemanal · Pausada');
    expect(screen.getByRole('link', { name: 'Ver mis alertas (1)' })).toHaveAttribute('href', '/alertas-de-empleo');
  });

  it('invites a candidate without applications, saved offers or alerts to search, from each empty card', async () => {
    stubApi(api(misPostulaciones([]), ofertasGuardadas([]), { ...CV, completitud: { porcentaje: 100, faltantes: [] } }, []), { jwt: 'jwt' });
    renderPage(<DashboardPage />, conSesion);

    expect(await screen.findByText(/Aún no has postulado a ninguna oferta\./)).toBeInTheDocument();
    const postulaciones = within(screen.getByRole('region', { name: 'Tus postulaciones recientes' }));
    expect(postulaciones.getByRole('link', { name: 'Buscar ofertas de empleo' })).toHaveAttribute('href', '/trabajo-empleo');
    expect(await screen.findByText(/Aún no guardas ofertas\./)).toBeInTheDocument();
    const guardadas = within(screen.getByRole('region', { name: 'Tus ofertas guardadas' }));
    expect(guardadas.getByRole('link', { name: 'Buscar ofertas de empleo' })).toHaveAttribute('href', '/trabajo-empleo');
    expect(await screen.findByText('Tu currículum está completo: mantenlo al día.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi currículum' })).toHaveAttribute('href', '/mi-curriculum');
    expect(await screen.findByText(/Aún no tienes alertas\./)).toBeInTheDocument();
    const alertas = within(screen.getByRole('region', { name: 'Tus alertas de empleo' }));
    expect(alertas.getByRole('link', { name: 'Busca ofertas' })).toHaveAttribute('href', '/trabajo-empleo');
  });
});
