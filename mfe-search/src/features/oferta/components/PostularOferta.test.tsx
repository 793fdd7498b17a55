import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Oferta } from '@portal/shared/contract';
import type { RecordedRequest, StubReply } from '@portal/shared/testing';
import { oferta } from '../../../testing/fixtures';
import { apiDeOferta, estadoConCurriculum, renderOferta, visitantePulsa } from '../../../testing/pagina-oferta';

const conPreguntas = oferta({
  preguntas: [{ idPregunta: 31, pregunta: '¿Tienes experiencia en caja?' }],
  documentosRequeridos: [{ idDocumento: 8, nombre: 'Certificado de antecedentes' }],
});
const exito = { status: 201, body: { idPostulacion: 99, idOferta: 1234, origen: 'WEB', fecha: '2026-11-22T12:00:00.000Z' } };

const api = (detalle: Oferta, otras?: (r: RecordedRequest) => StubReply | undefined, estado?: object) => apiDeOferta(detalle, { otras, estado });

const pdf = (nombre = 'certificado.pdf', bytes = 20) => new File([new Uint8Array(bytes)], nombre, { type: 'application/pdf' });

describe('applying to an offer', () => {
  it('sends a visitor pressing "Postular" to sign in, returning to the offer with accion=POSTULAR', async () => {
    expect(await visitantePulsa(conPreguntas, 'Postular')).toHaveTextContent(
      'Otra ruta: /ingresa-a-tu-cuenta?redirect=%2Ftrabajo%2Fcajero-bancario-1234%3Faccion%3DPOSTULAR',
    );
  });

  it('opens the form on return from the login page with accion=POSTULAR', async () => {
    api(conPreguntas);
    const { router } = renderOferta({ url: '/trabajo/cajero-bancario-1234?accion=POSTULAR' });
    expect(await screen.findByRole('form', { name: 'Postular a Cajero bancario' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Postular a Cajero bancario' })).toHaveFocus();
    expect(router.state.location.search).toBe('');
  });

  it('answers the questions, attaches the document and shows "¡Postulaste con éxito!"', async () => {
    const { requests } = api(conPreguntas, (r) => (r.url.pathname === '/api/postulaciones' ? exito : undefined));
    const { user } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Postular' }));
    await user.type(screen.getByLabelText('¿Tienes experiencia en caja?'), 'Sí, dos años.');
    await user.upload(screen.getByLabelText('Certificado de antecedentes'), pdf());
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));

    expect(await screen.findByRole('heading', { level: 1, name: '¡Postulaste con éxito!' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Seguir buscando ofertas' })).toHaveAttribute('href', '/');
    const envio = requests.find((r) => r.url.pathname === '/api/postulaciones')!;
    expect(envio.headers.get('authorization')).toBe('Bearer jwt-demo');
    expect(envio.body).toContain('[{"idPregunta":31,"respuesta":"Sí, dos años."}]');
    expect(envio.body).toMatch(/name="origen"\r\n\r\nWEB\r\n/);
    expect(envio.body).toContain('name="documento_8"; filename="certificado.pdf"');

    await user.click(screen.getByRole('button', { name: 'Volver a la oferta' }));
    expect(screen.getByText('Ya postulaste a esta oferta.')).toBeInTheDocument();
  });

  it('applies with origin WEB_MOBILE on a phone', async () => {
    window.matchMedia = jest.fn((query: string) => ({ matches: query === '(max-width: 767px)' }) as MediaQueryList);
    const { requests } = api(oferta(), (r) => (r.url.pathname === '/api/postulaciones' ? exito : undefined));
    const { user } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Postular' }));
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    await screen.findByText('¡Postulaste con éxito!');
    expect(requests.at(-1)!.body).toMatch(/name="origen"\r\n\r\nWEB_MOBILE\r\n/);
    delete (window as Partial<Window>).matchMedia;
  });

  it('says "Ya postulaste a esta oferta." instead of the button when the candidate applied', async () => {
    api(conPreguntas, undefined, { ...estadoConCurriculum, postulado: true, fecha: '2026-11-20T10:00:00.000Z' });
    renderOferta();
    expect(await screen.findByText('Ya postulaste a esta oferta.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postular' })).not.toBeInTheDocument();
  });

  it('shows the server message in an alert when the api refuses', async () => {
    const refused = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Esta oferta ya no recibe postulaciones.' } };
    api(oferta(), (r) => (r.url.pathname === '/api/postulaciones' ? refused : undefined));
    const { user } = renderOferta();
    await user.click(await screen.findByRole('button', { name: 'Postular' }));
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta oferta ya no recibe postulaciones.');
  });

  it('opens the employer site in a new tab and counts the click', async () => {
    const { requests } = api(oferta({ linkPostulacionExterno: 'https://empleos.example.com/postular/1234' }), (r) =>
      r.url.pathname.endsWith('/clic-externo') ? { body: { idOferta: 1234, clics: 1 } } : undefined,
    );
    const { user } = renderOferta();
    const link = await screen.findByRole('link', { name: 'Postular en el sitio de la empresa' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/ofertas/1234/clic-externo')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Postular' })).not.toBeInTheDocument();
  });

  it('never renders an employer link that is not http(s)', async () => {
    api(oferta({ linkPostulacionExterno: 'javascript:alert(document.cookie)' }));
    renderOferta();
    expect(await screen.findByRole('button', { name: 'Postular' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Postular en el sitio de la empresa' })).not.toBeInTheDocument();
  });

  it('names the institutions whose members alone may apply', async () => {
    const instituciones = [
      { idInstitucion: 1, nombre: 'Universidad de Chile' },
      { idInstitucion: 3, nombre: 'Duoc UC' },
    ];
    api(oferta({ postulacionValidaInstitucion: true, instituciones }));
    renderOferta();
    expect(await screen.findByText('Esta oferta es solo para estudiantes y titulados de: Universidad de Chile, Duoc UC.')).toBeInTheDocument();
  });

  it('offers no "Postular" on an expired offer', async () => {
    api(oferta({ estadoOferta: 'EXPIRADA' }));
    renderOferta();
    expect(await screen.findByText('Esta oferta ya no está disponible para postular.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Postular' })).not.toBeInTheDocument();
  });
});

describe('the apply form rules', () => {
  async function abrir(detalle: Oferta, estado: object = estadoConCurriculum) {
    const stub = api(detalle, undefined, estado);
    const view = renderOferta();
    await view.user.click(await screen.findByRole('button', { name: 'Postular' }));
    return { ...view, ...stub, form: screen.getByRole('form', { name: 'Postular a Cajero bancario' }) };
  }

  it('shows no error before a field is touched, and every missing one on sending, with focus on the first', async () => {
    const { user, form, requests } = await abrir(conPreguntas);
    expect(within(form).getByText('Todos los campos son obligatorios.')).toBeInTheDocument();
    expect(screen.getByLabelText('¿Tienes experiencia en caja?')).toBeRequired();
    expect(screen.getByLabelText('Certificado de antecedentes')).toBeRequired();
    expect(within(form).queryByText('Responde esta pregunta.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enviar postulación' }));
    expect(within(form).getByText('Responde esta pregunta.')).toBeInTheDocument();
    expect(within(form).getByText('Adjunta este documento.')).toBeInTheDocument();
    expect(screen.getByLabelText('¿Tienes experiencia en caja?')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('¿Tienes experiencia en caja?')).toHaveFocus();
    expect(screen.getByLabelText('¿Tienes experiencia en caja?')).toHaveAccessibleDescription('Responde esta pregunta.');
    expect(requests.some((r) => r.url.pathname === '/api/postulaciones')).toBe(false);
  });

  it('refuses answers over 2000 characters', async () => {
    const { user } = await abrir(conPreguntas);
    const campo = screen.getByLabelText('¿Tienes experiencia en caja?');
    await user.click(campo);
    await user.paste('a'.repeat(2001));
    expect(screen.getByText('La respuesta admite como máximo 2000 caracteres.')).toBeInTheDocument();
  });

  it.each([
    ['CV.PDF', 20, 'El archivo «CV.PDF» debe tener extensión doc, docx, jpg, jpeg, png, gif, pdf (en minúsculas).'],
    ['cv.txt', 20, 'El archivo «cv.txt» debe tener extensión doc, docx, jpg, jpeg, png, gif, pdf (en minúsculas).'],
    ['grande.pdf', 5_000_001, 'El archivo «grande.pdf» pesa más de 5 MB.'],
  ])('refuses the document %s of %i bytes', async (nombre, bytes, mensaje) => {
    await abrir(conPreguntas);
    // The input's `accept` is only a hint in browsers ("Todos los archivos"): pick the file regardless.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Certificado de antecedentes'), pdf(nombre, bytes));
    expect(screen.getByText(mensaje)).toBeInTheDocument();
  });

  it('accepts a document of exactly 5,000,000 bytes', async () => {
    const { user } = await abrir(conPreguntas);
    await user.upload(screen.getByLabelText('Certificado de antecedentes'), pdf('justo.pdf', 5_000_000));
    expect(screen.queryByText(/pesa más de 5 MB/)).not.toBeInTheDocument();
  });

  it('asks for a CV file when the offer accepts only files', async () => {
    const { user } = await abrir(oferta({ tipoCurriculumAceptado: 'ARCHIVO' }));
    await user.click(screen.getByRole('button', { name: 'Enviar postulación' }));
    expect(screen.getByText('Adjunta tu currículum.')).toBeInTheDocument();
  });

  it('lets the candidate choose the profile CV or a file when the offer accepts both', async () => {
    const { user } = await abrir(oferta({ tipoCurriculumAceptado: 'NORMAL_ARCHIVO' }));
    expect(screen.getByRole('radio', { name: 'Usar el currículum de mi perfil: Currículum de Camila Rojas Muñoz (85\u00a0% completo)' })).toBeChecked();
    expect(screen.queryByLabelText('Currículum (archivo)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Adjuntar un archivo' }));
    expect(screen.getByLabelText('Currículum (archivo)')).toBeInTheDocument();
  });

  it('lists what the profile CV lacks when the offer needs it, and "Completar mi currículum" carries the way back to the offer', async () => {
    const faltantesCurriculum = [
      { seccion: 'cargo', texto: 'El cargo que buscas o un resumen de tu perfil.' },
      { seccion: 'experiencias', texto: 'Tu experiencia laboral o tus estudios.' },
    ];
    await abrir(oferta(), { ...estadoConCurriculum, tieneCurriculumPerfil: false, curriculumPerfil: null, faltantesCurriculum });
    const alerta = within(screen.getByRole('alert'));
    expect(alerta.getByText('Esta oferta pide el currículum de tu perfil. Antes de postular, agrégale:')).toBeInTheDocument();
    expect(alerta.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'El cargo que buscas o un resumen de tu perfil.',
      'Tu experiencia laboral o tus estudios.',
    ]);
    expect(alerta.getByRole('link', { name: 'Completar mi currículum' })).toHaveAttribute(
      'href',
      '/mi-curriculum?redirect=%2Ftrabajo%2Fcajero-bancario-1234%3Faccion%3DPOSTULAR',
    );
    expect(screen.getByRole('button', { name: 'Enviar postulación' })).toBeDisabled();
  });
});
