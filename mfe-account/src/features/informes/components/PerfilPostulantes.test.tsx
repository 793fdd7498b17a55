import type { PerfilPostulantes } from '@portal/shared/contract';
import { renderPage, renderWhileLoading, stubApi } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { PerfilPostulantesPage } from './PerfilPostulantesPage';

const banda = (clave: string, nombre: string, porcentaje: number, tuyo = false) => ({ clave, nombre, porcentaje, tuyo });

const PERFIL: PerfilPostulantes = {
  ofertas: [
    {
      idOferta: 1801,
      nombreCargo: 'Desarrolladora Frontend React',
      nombreEmpresaFantasia: 'Banco Andino',
      fechaPostulacion: '2026-11-23T12:00:00Z',
      postulantes: 13,
      comparacion: {
        experiencia: [banda('DE_3_A_5', '3 a 5 años', 46), banda('DE_6_A_10', '6 a 10 años', 38, true), banda('MAS_DE_10', 'Más de 10 años', 15)],
        educacion: [banda('TECNICO', 'Técnico de nivel superior', 23), banda('UNIVERSITARIO', 'Universitario', 54, true)],
        pretension: [banda('HASTA_1500000', '$800.001 a $1.500.000', 31), banda('HASTA_2500000', '$1.500.001 a $2.500.000', 38, true)],
      },
    },
    { idOferta: 1790, nombreCargo: 'Analista QA', nombreEmpresaFantasia: 'Retail Austral', fechaPostulacion: '2026-11-10T12:00:00Z', postulantes: null, comparacion: null },
  ],
};

const renderPerfil = () => renderPage(<PerfilPostulantesPage />, { path: '/informes-perfil-postulantes' });

describe('PerfilPostulantesPage', () => {
  it('shows a skeleton, then where the candidate stands among the applicants of each offer, in shares', async () => {
    const { requests, release } = renderWhileLoading(renderPerfil, 'Cargando la comparación con otros postulantes…', { jwt: 'jwt-camila' });
    release(PERFIL);

    const oferta = await screen.findByRole('article', { name: 'Desarrolladora Frontend React' });
    expect(oferta).toHaveTextContent('Banco Andino · Postulaste el 23 de noviembre de 2026 · 13 postulantes');
    const estudios = within(oferta).getByRole('region', { name: 'Nivel de estudios' });
    expect(within(estudios).getAllByRole('listitem').map((fila) => fila.textContent)).toEqual(['Técnico de nivel superior23\u00a0%', 'Universitario (tú)54\u00a0%']);
    expect(within(oferta).getByRole('region', { name: 'Años de experiencia' })).toHaveTextContent('6 a 10 años (tú)38 %');
    expect(within(oferta).getByRole('region', { name: 'Pretensión de renta' })).toHaveTextContent('$1.500.001 a $2.500.000 (tú)38 %');
    expect(requests[0]?.url.pathname).toBe('/api/candidato/perfil-postulantes');
  });

  it('says why an offer with fewer than 5 applicants shows no comparison', async () => {
    stubApi(() => ({ body: PERFIL }), { jwt: 'jwt-camila' });
    renderPerfil();

    const oferta = await screen.findByRole('article', { name: 'Analista QA' });
    expect(oferta).toHaveTextContent('Esta oferta tiene menos de 5 postulantes: aún no mostramos la comparación, para que nadie pueda ser identificado.');
    expect(oferta).not.toHaveTextContent('postulantes ·');
    expect(within(oferta).queryByRole('region')).not.toBeInTheDocument();
  });

  it('invites to apply when there is no application yet', async () => {
    stubApi(() => ({ body: { ofertas: [] } }), { jwt: 'jwt-camila' });
    renderPerfil();
    expect(await screen.findByRole('link', { name: 'Busca ofertas' })).toHaveAttribute('href', '/trabajo-empleo');
  });
});
