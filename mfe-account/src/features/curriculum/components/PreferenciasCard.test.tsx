import type { Curriculum } from '@portal/shared/contract';
import { deferredReply, renderPage, stubApi, type Responder } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { curriculum, rechazo } from '../../../testing/candidato';
import { PreferenciasCard } from './PreferenciasCard';

const CV = curriculum({
  perfil: { resumen: 'Puntual.', cargoDeseado: 'Conductora', pretensionRenta: 900000, disponibilidad: 'UN_MES', jornadas: ['COMPLETA'], modalidades: [], licencias: ['B'] },
  actualizado: '2026-11-20T12:00:00.000Z',
  completitud: { porcentaje: 30, faltantes: [] },
});

/** The card over a stubbed api that answers the save with `responder` (default: the CV as sent). */
function renderPreferencias(responder: Responder = (r) => ({ body: { ...CV, perfil: JSON.parse(r.body) as Curriculum['perfil'] } })) {
  const onCambio = jest.fn();
  const api = stubApi(responder, { jwt: 'jwt-de-prueba' });
  const pagina = renderPage(<PreferenciasCard curriculum={CV} onCambio={onCambio} />, { path: '/mi-curriculum' });
  return { ...pagina, ...api, onCambio, tarjeta: within(screen.getByRole('region', { name: 'Preferencias' })) };
}

describe('PreferenciasCard', () => {
  it('shows what is saved, then sends the whole profile with the new availability, working hours and licences', async () => {
    const { user, tarjeta, requests, onCambio } = renderPreferencias();
    expect(tarjeta.getByRole('combobox', { name: 'Disponibilidad' })).toHaveValue('UN_MES');
    expect(tarjeta.getByRole('checkbox', { name: 'Jornada completa' })).toBeChecked();
    expect(tarjeta.getByRole('checkbox', { name: 'B (automóviles)' })).toBeChecked();
    expect(tarjeta.getByRole('checkbox', { name: 'A4 (carga simple)' })).not.toBeChecked();

    await user.selectOptions(tarjeta.getByRole('combobox', { name: 'Disponibilidad' }), 'Inmediata');
    await user.click(tarjeta.getByRole('checkbox', { name: 'Jornada completa' }));
    await user.click(tarjeta.getByRole('checkbox', { name: 'Por turnos' }));
    await user.click(tarjeta.getByRole('checkbox', { name: 'A4 (carga simple)' }));
    await user.click(tarjeta.getByRole('checkbox', { name: 'Remota' }));
    await user.click(tarjeta.getByRole('button', { name: 'Guardar preferencias' }));

    expect(await tarjeta.findByText('Guardamos tus preferencias.')).toBeInTheDocument();
    expect(requests.map((r) => [r.method, r.url.pathname])).toEqual([['PUT', '/api/curriculum/perfil']]);
    expect(JSON.parse(requests[0]!.body)).toEqual({
      ...CV.perfil,
      disponibilidad: 'INMEDIATA',
      jornadas: ['TURNOS'],
      modalidades: ['REMOTA'],
      licencias: ['B', 'A4'],
    });
    expect(onCambio).toHaveBeenCalledWith(expect.objectContaining({ perfil: expect.objectContaining({ licencias: ['B', 'A4'] }) }));
  });

  it('sends no availability and empty lists when everything is left unmarked', async () => {
    const { user, tarjeta, requests } = renderPreferencias();
    await user.selectOptions(tarjeta.getByRole('combobox', { name: 'Disponibilidad' }), 'Sin indicar');
    await user.click(tarjeta.getByRole('checkbox', { name: 'Jornada completa' }));
    await user.click(tarjeta.getByRole('checkbox', { name: 'B (automóviles)' }));
    await user.click(tarjeta.getByRole('button', { name: 'Guardar preferencias' }));

    expect(await tarjeta.findByText('Guardamos tus preferencias.')).toBeInTheDocument();
    expect(JSON.parse(requests[0]!.body)).toMatchObject({ disponibilidad: null, jornadas: [], modalidades: [], licencias: [] });
  });

  it("shows the api's refusal and keeps the choices to fix and send again", async () => {
    const { user, tarjeta, onCambio } = renderPreferencias(() => rechazo(400, 'VALIDACION', 'Elige clases de licencia de conducir válidas.'));
    await user.click(tarjeta.getByRole('checkbox', { name: 'A4 (carga simple)' }));
    await user.click(tarjeta.getByRole('button', { name: 'Guardar preferencias' }));

    expect(await tarjeta.findByRole('alert')).toHaveTextContent('Elige clases de licencia de conducir válidas.');
    expect(tarjeta.queryByText('Guardamos tus preferencias.')).not.toBeInTheDocument();
    expect(tarjeta.getByRole('checkbox', { name: 'A4 (carga simple)' })).toBeChecked();
    expect(onCambio).not.toHaveBeenCalled();
  });

  it('sends once while saving, with the button saying so', async () => {
    const respuesta = deferredReply();
    const { user, tarjeta, requests } = renderPreferencias(() => respuesta.promise);
    await user.click(tarjeta.getByRole('button', { name: 'Guardar preferencias' }));

    const boton = tarjeta.getByRole('button', { name: 'Guardando…' });
    expect(boton).toBeDisabled();
    await user.click(boton);
    respuesta.release({ body: CV });
    expect(await tarjeta.findByText('Guardamos tus preferencias.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });
});
