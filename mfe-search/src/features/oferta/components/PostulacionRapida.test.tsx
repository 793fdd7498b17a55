import { screen } from '@testing-library/react';
import type { Oferta } from '@portal/shared/contract';
import type { RecordedRequest, StubReply } from '@portal/shared/testing';
import { oferta } from '../../../testing/fixtures';
import { apiDeOferta, estadoConCurriculum, renderOferta, visitantePulsa } from '../../../testing/pagina-oferta';

const rapida = oferta({ postulacionRapida: true });
const sinCurriculum = { ...estadoConCurriculum, tieneCurriculumPerfil: false, curriculumPerfil: null, faltantesCurriculum: [{ seccion: 'cargo', texto: 'El cargo que buscas.' }] };
const exito = { status: 201, body: { idPostulacion: 99, idOferta: 1234, origen: 'POSTULA_FACIL', fecha: '2026-11-22T12:00:00.000Z' } };

/** Quick apply's POST answers `otras` or, unless it answers, 201. */
const api = (detalle: Oferta, estado: object = estadoConCurriculum, otras: (r: RecordedRequest) => StubReply | undefined = () => undefined) =>
  apiDeOferta(detalle, { estado, otras: (r) => (r.url.pathname === '/api/postulaciones' ? (otras(r) ?? exito) : undefined) });

const envios = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname === '/api/postulaciones');

afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

describe('quick apply on the offer page', () => {
  it('applies in one tap with the profile CV and origin POSTULA_FACIL, and shows the confirmation', async () => {
    const { requests } = api(rapida);
    const { user } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Postulación rápida' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Postulaste con éxito!' })).toHaveFocus();
    const [envio] = envios(requests);
    expect(envio!.body).toMatch(/name="origen"\r\n\r\nPOSTULA_FACIL\r\n/);
    expect(envio!.body).toMatch(/name="usarCurriculumPerfil"\r\n\r\ntrue\r\n/);
    expect(envio!.body).toContain('name="respuestas"\r\n\r\n[]\r\n');
  });

  it('applies with origin POSTULA_FACIL_MOBILE on a phone', async () => {
    window.matchMedia = jest.fn((query: string) => ({ matches: query === '(max-width: 767px)' }) as MediaQueryList);
    const { requests } = api(rapida);
    const { user } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Postulación rápida' }));
    await screen.findByText('¡Postulaste con éxito!');
    expect(envios(requests)[0]!.body).toMatch(/name="origen"\r\n\r\nPOSTULA_FACIL_MOBILE\r\n/);
  });

  it('keeps "Postular" for the full form beside it', async () => {
    api(rapida);
    const { user } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Postular' }));
    expect(await screen.findByRole('form', { name: 'Postular a Cajero bancario' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in, returning with accion=POSTULA_FACIL', async () => {
    expect(await visitantePulsa(rapida, 'Postulación rápida')).toHaveTextContent(
      'Otra ruta: /ingresa-a-tu-cuenta?redirect=%2Ftrabajo%2Fcajero-bancario-1234%3Faccion%3DPOSTULA_FACIL',
    );
  });

  it('finishes the application without another tap on return with accion=POSTULA_FACIL', async () => {
    const { requests } = api(rapida);
    const { router } = renderOferta({ url: '/trabajo/cajero-bancario-1234?accion=POSTULA_FACIL' });
    expect(await screen.findByRole('heading', { level: 1, name: '¡Postulaste con éxito!' })).toBeInTheDocument();
    expect(envios(requests)).toHaveLength(1);
    expect(router.state.location.search).toBe('');
  });

  it('sends a candidate without a CV to build one, with the way back', async () => {
    const { requests } = api(rapida, sinCurriculum);
    const { user } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Postulación rápida' }));
    expect(screen.getByText(/^Otra ruta:/)).toHaveTextContent(
      'Otra ruta: /mi-curriculum?redirect=%2Ftrabajo%2Fcajero-bancario-1234%3Faccion%3DPOSTULA_FACIL',
    );
    expect(envios(requests)).toHaveLength(0);
  });

  it('says the CV is missing when back from sign-in without one, and sends nothing', async () => {
    const { requests } = api(rapida, sinCurriculum);
    renderOferta({ url: '/trabajo/cajero-bancario-1234?accion=POSTULA_FACIL' });
    expect(await screen.findByText('Para la postulación rápida necesitas completar el currículum de tu perfil.')).toBeInTheDocument();
    expect(envios(requests)).toHaveLength(0);
  });

  it("shows the api's refusal and lets the candidate try again", async () => {
    const mensaje = 'Esta oferta pide más que tu currículum: postula con el formulario completo.';
    api(rapida, estadoConCurriculum, () => ({ status: 422, body: { statusCode: 422, error: 'Unprocessable Entity', code: 'POSTULACION_RAPIDA_NO_DISPONIBLE', message: mensaje } }));
    const { user } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Postulación rápida' }));
    expect(await screen.findByText(mensaje)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Postulación rápida' })).toBeEnabled();
  });

  it('shows only the normal "Postular" on an offer that asks more', async () => {
    api(oferta({ postulacionRapida: false }));
    renderOferta();
    expect(await screen.findByRole('button', { name: 'Postular' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postulación rápida' })).not.toBeInTheDocument();
  });
});
