// The demo candidate applies to a seeded offer with questions and a required document (signing in from
// the offer page first), cannot apply twice, sees the Spanish file error, and saves/unsaves an offer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Oferta } from '@portal/shared/contract';
import { apiGet, latestOffers, offerPath, portalConfig } from './support/api';
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';

useBrowser();

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-postular-'));
const archivo = (nombre: string, contenido: string) => {
  const ruta = path.join(carpeta, nombre);
  fs.writeFileSync(ruta, contenido);
  return ruta;
};
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
afterAll(() => fs.rmSync(carpeta, { recursive: true, force: true }));

/** Active offers applied to on this portal (not on an employer site nor only for institutions), with questions and documents. */
async function ofertasConPreguntasYDocumentos(cantidad: number): Promise<Oferta[]> {
  const { idDominio } = await portalConfig('localhost');
  const encontradas: Oferta[] = [];
  for (let pagina = 1; encontradas.length < cantidad && pagina <= 10; pagina++) {
    const { ofertas } = await apiGet<{ ofertas: { idOferta: number }[] }>(
      `/api/searchjob?idDominio=${idDominio}&pagina=${pagina}&tipoCurriculumAceptado=NORMAL`,
    );
    for (const { idOferta } of ofertas) {
      const oferta = await apiGet<Oferta>(`/api/ofertas/${idOferta}`);
      const apta = oferta.preguntas.length && oferta.documentosRequeridos.length && !oferta.linkPostulacionExterno && !oferta.postulacionValidaInstitucion;
      if (apta && oferta.tipoCurriculumAceptado === 'NORMAL') encontradas.push(oferta);
    }
  }
  if (encontradas.length < cantidad) throw new Error('The seed has too few offers with questions and required documents.');
  return encontradas.slice(0, cantidad);
}

async function signIn() {
  await (await findByRole('textbox', { name: /correo|RUN/i })).setValue('demo@portal.cl');
  await browser().$('input[type="password"]').setValue('Demo1234!');
  await (await findByRole('button', { name: /ingres|inici|entrar/i })).click();
}

async function completarFormulario(oferta: Oferta, nombreDocumento: string) {
  for (const pregunta of oferta.preguntas) {
    await browser().$(`#pregunta_${pregunta.idPregunta}`).setValue('Sí, tengo experiencia en el área.');
  }
  const ruta = archivo(nombreDocumento, PDF);
  for (const documento of oferta.documentosRequeridos) {
    await browser().$(`input[type=file][name="documento_${documento.idDocumento}"]`).setValue(ruta);
  }
}

describe('applying and saving', () => {
  let ofertas: Oferta[];
  beforeAll(async () => {
    ofertas = await ofertasConPreguntasYDocumentos(2);
    await openPage('localhost', '/');
    await browser().deleteCookies();
  });

  test('a visitor pressing Postular signs in, comes back to the form, applies, and cannot apply twice', async () => {
    const [oferta] = ofertas;
    await openPage('localhost', offerPath(oferta!));
    await (await findByRole('button', { name: 'Postular' })).click();
    await browser().waitUntil(async () => (await currentPath()) === '/ingresa-a-tu-cuenta', { timeout: OUTCOME_TIMEOUT_MS });
    expect(new URL(await browser().getUrl()).searchParams.get('redirect')).toBe(`${offerPath(oferta!)}?accion=POSTULAR`);
    await signIn();

    await findByRole('heading', { name: `Postular a ${oferta!.nombreCargo}` });
    expect(await currentPath()).toBe(offerPath(oferta!));
    await completarFormulario(oferta!, 'certificado.pdf');
    await (await findByRole('button', { name: 'Enviar postulación' })).click();
    // The text, not the heading's role: in two full runs the role query missed a heading that was on screen
    // (queries.ts now prints the headings' roles when a query fails, to find out why).
    await waitForText('¡Postulaste con éxito!');

    await openPage('localhost', offerPath(oferta!));
    await waitForText('Ya postulaste a esta oferta.');
    expect(await browser().$('button=Postular').isExisting()).toBe(false);
  });

  test('a document with a wrong extension shows the Spanish error', async () => {
    const [, oferta] = ofertas;
    await openPage('localhost', offerPath(oferta!));
    await (await findByRole('button', { name: 'Postular' })).click();
    await completarFormulario(oferta!, 'certificado.PDF');
    await waitForText('El archivo «certificado.PDF» debe tener extensión doc, docx, jpg, jpeg, png, gif, pdf (en minúsculas).');
  });

  test('saving and unsaving on the offer page shows on the home list', async () => {
    const { idDominio } = await portalConfig('localhost');
    const [primera] = (await latestOffers(idDominio)).ofertas;
    const enTarjeta = () => findByRole('button', { name: `Guardar oferta ${primera!.nombreCargo}` });

    await openPage('localhost', offerPath(primera!));
    await (await findByRole('button', { name: 'Guardar oferta' })).click();
    expect(await (await findByRole('button', { name: 'Oferta guardada' })).getAttribute('aria-pressed')).toBe('true');
    await openPage('localhost', '/');
    expect(await (await enTarjeta()).getAttribute('aria-pressed')).toBe('true');

    await openPage('localhost', offerPath(primera!));
    await (await findByRole('button', { name: 'Oferta guardada' })).click();
    await findByRole('button', { name: 'Guardar oferta' });
    await openPage('localhost', '/');
    expect(await (await enTarjeta()).getAttribute('aria-pressed')).toBe('false');
  });
});
