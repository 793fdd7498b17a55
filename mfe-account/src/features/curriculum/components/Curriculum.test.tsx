import type { Curriculum } from '@portal/shared/contract';
import { clearStoredSession, sessionAtom, storeSession, type PortalStore } from '@portal/shared/state';
import { renderPage, stubApi, textoEntero, type RecordedRequest, type StubReply } from '@portal/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { curriculum, loginDe, rechazo } from '../../../testing/candidato';
import { CurriculumPage } from './CurriculumPage';

const CV = curriculum({
  perfil: { resumen: null, cargoDeseado: 'Desarrolladora', pretensionRenta: 2200000, disponibilidad: null, jornadas: [], modalidades: [], licencias: [] },
  experiencias: [
    { idExperiencia: 7, cargo: 'Analista', empresa: 'Retail Austral', inicio: '2019-01', termino: '2022-02', descripcion: null },
    { idExperiencia: 9, cargo: 'Desarrolladora', empresa: 'Banco Andino', inicio: '2022-03', termino: null, descripcion: null },
  ],
  actualizado: '2026-11-20T12:00:00.000Z',
  completitud: { porcentaje: 30, faltantes: [{ seccion: 'estudios', texto: 'Agrega tus estudios, con la institución y la carrera.' }, { seccion: 'foto', texto: 'Sube una foto de perfil.' }] },
});

/** The form walks choose many options (a year select holds 60+): more than jest's default 5 s on a busy machine. */
const LARGO_MS = 20_000;

const conSesion = { seed: (store: PortalStore) => { store.set(sessionAtom, storeSession(loginDe())); } };

/** The page over a stubbed api: GET /api/curriculum gives `cv`, any change answers `cambio` (default: the CV). */
function renderCurriculum(cambio: (request: RecordedRequest) => StubReply = () => ({ body: CV }), cv = CV, url = '/mi-curriculum') {
  const api = stubApi((request) => (request.method === 'GET' ? { body: cv } : cambio(request)), { jwt: 'jwt-de-prueba' });
  return { ...renderPage(<CurriculumPage />, { path: '/mi-curriculum', url, ...conSesion }), ...api };
}
const tarjeta = async (nombre: string) => within(await screen.findByRole('region', { name: nombre }));
const cambios = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'GET');

beforeEach(() => { clearStoredSession(); });

describe('CurriculumPage', () => {
  it('shows the completeness with the next step, which leads to its card, and the salary in Chilean pesos', async () => {
    const { user } = renderCurriculum();
    const resumen = await tarjeta('Tu currículum');
    expect(resumen.getByRole('progressbar', { name: 'Currículum completo' })).toHaveAttribute('aria-valuenow', '30');
    await user.click(resumen.getByRole('link', { name: 'Agrega tus estudios, con la institución y la carrera.' }));
    expect(screen.getByRole('region', { name: 'Educación' })).toHaveFocus();
    expect((await tarjeta('Sobre ti')).getByLabelText('Pretensión de renta líquida mensual')).toHaveValue('$2.200.000');
  });

  it('offers «Volver a la oferta y postular», above and below the CV, to a candidate sent by an offer\'s apply form; none for a path off the site', async () => {
    const vuelta = `/mi-curriculum?${new URLSearchParams({ redirect: '/trabajo/cajero-bancario-1234?accion=POSTULAR' }).toString()}`;
    const { unmount } = renderCurriculum(undefined, CV, vuelta);
    await tarjeta('Tu currículum');
    const links = screen.getAllByRole('link', { name: 'Volver a la oferta y postular' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/trabajo/cajero-bancario-1234?accion=POSTULAR', '/trabajo/cajero-bancario-1234?accion=POSTULAR']);
    unmount();

    renderCurriculum(undefined, CV, `/mi-curriculum?${new URLSearchParams({ redirect: '//evil.example/trabajo?accion=POSTULAR' }).toString()}`);
    await tarjeta('Tu currículum');
    expect(screen.queryByRole('link', { name: 'Volver a la oferta y postular' })).not.toBeInTheDocument();
  });

  it('offers «Volver a la oferta y postular» to a candidate sent by quick apply, which finishes it there', async () => {
    const quick = '/trabajo/cajero-bancario-1234?accion=POSTULA_FACIL';
    renderCurriculum(undefined, CV, `/mi-curriculum?${new URLSearchParams({ redirect: quick }).toString()}`);
    await tarjeta('Tu currículum');
    expect(screen.getAllByRole('link', { name: 'Volver a la oferta y postular' })[0]).toHaveAttribute('href', quick);
  });

  it('refuses a CV file with an upper-case extension or over 5 MB in the browser, before sending it', async () => {
    const { requests } = renderCurriculum();
    const archivo = await tarjeta('Archivo de currículum');
    const campo = archivo.getByLabelText('Subir archivo');
    fireEvent.change(campo, { target: { files: [new File(['%PDF-1.4'], 'CV.PDF', { type: 'application/pdf' })] } });
    expect(archivo.getByRole('alert')).toHaveTextContent('El archivo «CV.PDF» debe tener extensión doc, docx, jpg, jpeg, png, gif, pdf (en minúsculas).');
    const grande = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(grande, 'size', { value: 6_000_000 });
    fireEvent.change(campo, { target: { files: [grande] } });
    expect(archivo.getByRole('alert')).toHaveTextContent('El archivo «grande.pdf» pesa más de 5 MB.');
    expect(cambios(requests)).toEqual([]);
  });

  it('uploads an allowed CV file and shows it', async () => {
    const conArchivo = { ...CV, archivo: { nombre: 'cv.pdf', tipoMime: 'application/pdf', bytes: 250_000, subido: '2026-11-22T10:00:00.000Z' } };
    const { requests } = renderCurriculum(() => ({ body: conArchivo }));
    const archivo = await tarjeta('Archivo de currículum');
    fireEvent.change(archivo.getByLabelText('Subir archivo'), { target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await archivo.findByText('cv.pdf')).toBeInTheDocument();
    expect(archivo.getByText(textoEntero(/250 KB · subido el 22 de noviembre de 2026/))).toBeInTheDocument();
    expect(cambios(requests).map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['PUT /api/curriculum/archivo']);
  });
});

describe('the work experience form', () => {
  it('says what is missing, then sends a valid experience and announces it', async () => {
    const { user, requests } = renderCurriculum();
    const seccion = await tarjeta('Experiencia laboral');
    await user.click(seccion.getByRole('button', { name: 'Agregar experiencia' }));
    const form = within(seccion.getByRole('form', { name: 'Nueva experiencia laboral' }));
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(form.getByRole('textbox', { name: 'Cargo' })).toHaveAccessibleDescription('Indica el cargo.');
    expect(form.getByRole('textbox', { name: 'Empresa' })).toHaveAccessibleDescription('Indica la empresa.');
    expect(form.getByRole('combobox', { name: 'Desde: mes' })).toHaveAccessibleDescription('Elige el mes y el año de inicio.');
    expect(form.getByRole('textbox', { name: 'Cargo' })).toHaveFocus();

    await user.type(form.getByRole('textbox', { name: 'Cargo' }), 'Cajera');
    await user.click(form.getByRole('textbox', { name: 'Empresa' }));
    await user.paste('Supermercado Sur');
    await user.selectOptions(form.getByRole('combobox', { name: 'Desde: mes' }), 'Marzo');
    await user.selectOptions(form.getByRole('combobox', { name: 'Desde: año' }), '2021');
    await user.selectOptions(form.getByRole('combobox', { name: 'Hasta: mes' }), 'Enero');
    await user.selectOptions(form.getByRole('combobox', { name: 'Hasta: año' }), '2020');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(form.getByRole('combobox', { name: 'Hasta: mes' })).toHaveAccessibleDescription('La fecha de término no puede ser anterior a la de inicio.');
    expect(cambios(requests)).toEqual([]);

    await user.click(form.getByRole('checkbox', { name: 'Trabajo aquí actualmente' }));
    expect(form.queryByRole('combobox', { name: 'Hasta: mes' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await seccion.findByText('Se agregó a tu currículum.')).toBeInTheDocument();
    expect(JSON.parse(cambios(requests)[0]!.body)).toEqual({ cargo: 'Cajera', empresa: 'Supermercado Sur', inicio: '2021-03', termino: null, descripcion: null });
    expect(seccion.getByRole('button', { name: 'Agregar experiencia' })).toHaveFocus();
  }, LARGO_MS);

  it('moves an entry up with its button, says where it went and keeps the focus on it', async () => {
    const movido = { ...CV, experiencias: [CV.experiencias[1]!, CV.experiencias[0]!] };
    const { user, requests } = renderCurriculum(() => ({ body: movido }));
    const seccion = await tarjeta('Experiencia laboral');
    expect(seccion.getByRole('button', { name: 'Subir Analista en Retail Austral' })).toBeDisabled();
    await user.click(seccion.getByRole('button', { name: 'Subir Desarrolladora en Banco Andino' }));
    expect(await seccion.findByText('Desarrolladora en Banco Andino: posición 1 de 2.')).toBeInTheDocument();
    expect(JSON.parse(cambios(requests)[0]!.body)).toEqual({ ids: [9, 7] });
    expect(seccion.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Desarrolladora', 'Analista']);
    expect(seccion.getByRole('button', { name: 'Bajar Desarrolladora en Banco Andino' })).toHaveFocus();
  });

  it('removes an entry only once the candidate says yes', async () => {
    const sinAnalista = { ...CV, experiencias: [CV.experiencias[1]!] };
    const { user, requests } = renderCurriculum(() => ({ body: sinAnalista }));
    const seccion = await tarjeta('Experiencia laboral');
    await user.click(seccion.getByRole('button', { name: 'Eliminar Analista en Retail Austral' }));
    const pregunta = within(seccion.getByRole('group', { name: '¿Eliminar Analista en Retail Austral?' }));
    expect(pregunta.getByRole('button', { name: 'No, mantener' })).toHaveFocus();
    await user.click(pregunta.getByRole('button', { name: 'No, mantener' }));
    expect(cambios(requests)).toEqual([]);
    expect(seccion.getByRole('button', { name: 'Eliminar Analista en Retail Austral' })).toHaveFocus();

    await user.click(seccion.getByRole('button', { name: 'Eliminar Analista en Retail Austral' }));
    await user.click(seccion.getByRole('button', { name: 'Sí, eliminar' }));
    expect(await seccion.findByText('Se eliminó Analista en Retail Austral.')).toBeInTheDocument();
    expect(cambios(requests).map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['DELETE /api/curriculum/experiencias/7']);
    expect(seccion.queryByRole('heading', { name: 'Analista' })).not.toBeInTheDocument();
  });
});

describe('the studies form', () => {
  it('asks for the level, institution, state and start, and lets studies in progress end ahead', async () => {
    const { user, requests } = renderCurriculum();
    const seccion = await tarjeta('Educación');
    await user.click(seccion.getByRole('button', { name: 'Agregar estudios' }));
    const form = within(seccion.getByRole('form', { name: 'Nuevos estudios' }));
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(form.getByRole('combobox', { name: 'Nivel' })).toHaveAccessibleDescription('Elige el nivel de estudios.');
    expect(form.getByRole('combobox', { name: 'Institución' })).toHaveAccessibleDescription(/Indica la institución\./);
    expect(form.getByRole('combobox', { name: 'Estado' })).toHaveAccessibleDescription('Elige el estado de tus estudios.');

    await user.selectOptions(form.getByRole('combobox', { name: 'Nivel' }), 'Universitario');
    await user.click(form.getByRole('combobox', { name: 'Institución' }));
    await user.paste('Universidad de Chile');
    await user.selectOptions(form.getByRole('combobox', { name: 'Estado' }), 'En curso');
    await user.selectOptions(form.getByRole('combobox', { name: 'Desde: mes' }), 'Marzo');
    await user.selectOptions(form.getByRole('combobox', { name: 'Desde: año' }), '2023');
    const egreso = String(new Date().getFullYear() + 2);
    await user.selectOptions(form.getByRole('combobox', { name: 'Egreso esperado (opcional): mes' }), 'Diciembre');
    await user.selectOptions(form.getByRole('combobox', { name: 'Egreso esperado (opcional): año' }), egreso);
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await seccion.findByText('Se agregó a tu currículum.')).toBeInTheDocument();
    expect(JSON.parse(cambios(requests)[0]!.body)).toEqual({ nivel: 'UNIVERSITARIO', institucion: 'Universidad de Chile', carrera: null, estado: 'EN_CURSO', inicio: '2023-03', termino: `${egreso}-12` });
  }, LARGO_MS);
});

describe('the language and skill forms', () => {
  it('asks for the language and the level, and shows the api refusing a repeated one', async () => {
    const { user } = renderCurriculum(() => rechazo(409, 'CURRICULUM_DUPLICADO', 'Tu currículum ya tiene el idioma Inglés: edítalo para cambiar su nivel.'));
    const seccion = await tarjeta('Idiomas');
    await user.click(seccion.getByRole('button', { name: 'Agregar idioma' }));
    const form = within(seccion.getByRole('form', { name: 'Nuevo idioma' }));
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(form.getByRole('combobox', { name: 'Idioma' })).toHaveAccessibleDescription('Elige el idioma.');
    expect(form.getByRole('combobox', { name: 'Nivel' })).toHaveAccessibleDescription('Elige tu nivel.');
    await user.selectOptions(form.getByRole('combobox', { name: 'Idioma' }), 'Inglés');
    await user.selectOptions(form.getByRole('combobox', { name: 'Nivel' }), 'Avanzado');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Tu currículum ya tiene el idioma Inglés: edítalo para cambiar su nivel.');
  });

  it('asks for a skill that is not blank', async () => {
    const { user, requests } = renderCurriculum();
    const seccion = await tarjeta('Habilidades');
    await user.click(seccion.getByRole('button', { name: 'Agregar habilidad' }));
    const form = within(seccion.getByRole('form', { name: 'Nueva habilidad' }));
    await user.type(form.getByRole('textbox', { name: 'Habilidad' }), '   ');
    await user.click(form.getByRole('button', { name: 'Guardar' }));
    expect(form.getByRole('textbox', { name: 'Habilidad' })).toHaveAccessibleDescription(/^Escribe la habilidad\./);
    expect(cambios(requests)).toEqual([]);
  });
});

describe('the skills', () => {
  const conHabilidades: Curriculum = { ...CV, habilidades: [{ idHabilidad: 1, nombre: 'Excel' }, { idHabilidad: 2, nombre: 'Atención al cliente' }] };

  it('are one row each, the skill and its four actions as named icon buttons; removing still asks first', async () => {
    const { user, requests } = renderCurriculum(undefined, conHabilidades);
    const seccion = await tarjeta('Habilidades');
    const excel = within(seccion.getByText('Excel').closest('li')!);
    expect(excel.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Editar Excel', 'Subir Excel', 'Bajar Excel', 'Eliminar Excel']);
    expect(excel.getByRole('button', { name: 'Subir Excel' })).toBeDisabled();

    await user.click(excel.getByRole('button', { name: 'Eliminar Excel' }));
    expect(seccion.getByRole('group', { name: '¿Eliminar Excel?' })).toBeInTheDocument();
    await user.click(seccion.getByRole('button', { name: 'No, mantener' }));
    expect(seccion.getByRole('button', { name: 'Eliminar Excel' })).toHaveFocus();
    expect(cambios(requests)).toEqual([]);
  });
});

describe('the profile form', () => {
  it('refuses a salary outside the range and sends a valid one as a number', async () => {
    const { user, requests } = renderCurriculum();
    const perfil = await tarjeta('Sobre ti');
    const renta = perfil.getByLabelText('Pretensión de renta líquida mensual');
    await user.clear(renta);
    await user.type(renta, '1.000');
    await user.click(perfil.getByRole('button', { name: 'Guardar' }));
    expect(renta).toHaveAccessibleDescription(/^Indica un monto mensual entre \$50\.000 y \$50\.000\.000, solo con números\./);
    await user.clear(renta);
    await user.type(renta, '1200000');
    expect(renta).toHaveAccessibleDescription('$1.200.000 líquidos al mes.');
    await user.click(perfil.getByRole('button', { name: 'Guardar' }));
    expect(await perfil.findByText('Guardamos tu perfil.')).toBeInTheDocument();
    expect(JSON.parse(cambios(requests)[0]!.body)).toMatchObject({ cargoDeseado: 'Desarrolladora', pretensionRenta: 1200000, resumen: null });
  });
});
