// The demo candidate's CV (/mi-curriculum): adds a skill (saved at the server), uploads a CV file while a
// 6 MB file and a `.PDF` are refused with their messages, crops and saves a photo, and downloads the PDF.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/webdriverio';
import { browser, currentPath, openPage, useBrowser } from './support/browser';
import { findByRole, waitForText } from './support/queries';
import { OUTCOME_TIMEOUT_MS } from './support/timeouts';
import { spilling } from './support/contenido';

useBrowser();

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-cv-'));
const archivo = (nombre: string, contenido: string | Buffer) => {
  const ruta = path.join(carpeta, nombre);
  fs.writeFileSync(ruta, contenido);
  return ruta;
};
afterAll(() => fs.rmSync(carpeta, { recursive: true, force: true }));
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** A real 600×450 PNG (a colour gradient) for the cropper to read. */
function png(ancho: number, alto: number): Buffer {
  const fragmento = (tipo: string, datos: Buffer) => {
    const cuerpo = Buffer.concat([Buffer.from(tipo), datos]);
    const largo = Buffer.alloc(4);
    largo.writeUInt32BE(datos.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(cuerpo));
    return Buffer.concat([largo, cuerpo, crc]);
  };
  const cabecera = Buffer.alloc(13);
  cabecera.writeUInt32BE(ancho, 0);
  cabecera.writeUInt32BE(alto, 4);
  cabecera.set([8, 2, 0, 0, 0], 8);
  const filas = Buffer.alloc((ancho * 3 + 1) * alto);
  for (let y = 0; y < alto; y++) {
    for (let x = 0; x < ancho; x++) filas.set([(x * 255) / ancho, (y * 255) / alto, 160], y * (ancho * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), fragmento('IHDR', cabecera), fragmento('IDAT', zlib.deflateSync(filas)), fragmento('IEND', Buffer.alloc(0))]);
}

/** The card (a region named by its h2) of the CV page. */
async function tarjeta(titulo: string) {
  const encabezado = await findByRole('heading', { name: titulo });
  return encabezado.$('./ancestor::section[1]');
}

/** axe's WCAG 2.1 AA violations, one line each with where. */
async function violaciones(): Promise<string[]> {
  const resultado = await new AxeBuilder({ client: browser() }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return resultado.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('the CV page', () => {
  beforeAll(async () => {
    await openPage('localhost', '/');
    await browser().deleteCookies();
  });

  test('fill a section, upload a CV file (6 MB and .PDF refused), crop a photo and download the PDF', async () => {
    // Signing in from the login-required page comes back to it.
    await openPage('localhost', '/mi-curriculum');
    await browser().waitUntil(async () => (await currentPath()) === '/ingresa-a-tu-cuenta', { timeout: OUTCOME_TIMEOUT_MS });
    await (await findByRole('textbox', { name: 'Correo electrónico o RUN' })).setValue('demo@portal.cl');
    await browser().$('input[type="password"]').setValue('Demo1234!');
    await (await findByRole('button', { name: 'Ingresar' })).click();
    await findByRole('heading', { name: 'Mi currículum' });
    expect(await currentPath()).toBe('/mi-curriculum');
    // WebDriver's text gives the no-break space before «%» as a plain space.
    await waitForText('Tu currículum está completo al 90 %.');
    await waitForText('Siguiente paso: Sube una foto de perfil.');

    // A skill, saved at the server: still there after a reload.
    const habilidades = await tarjeta('Habilidades');
    await (await habilidades.$('button=Agregar habilidad')).click();
    await (await findByRole('textbox', { name: 'Habilidad' })).setValue('Liderazgo de equipos');
    await (await habilidades.$('button=Guardar')).click();
    await waitForText('Se agregó a tu currículum.');
    await browser().refresh();
    await findByRole('heading', { name: 'Mi currículum' });
    await waitForText('Liderazgo de equipos');

    // The CV file: the browser refuses a 6 MB file and an upper-case extension before sending anything.
    const campoArchivo = await (await tarjeta('Archivo de currículum')).$('input[type="file"]');
    await campoArchivo.setValue(archivo('grande.pdf', Buffer.concat([Buffer.from(PDF), Buffer.alloc(6_000_000)])));
    await waitForText('El archivo «grande.pdf» pesa más de 5 MB.');
    await campoArchivo.setValue(archivo('CV.PDF', PDF));
    await waitForText('El archivo «CV.PDF» debe tener extensión doc, docx, jpg, jpeg, png, gif, pdf (en minúsculas).');
    await campoArchivo.setValue(archivo('curriculum-camila.pdf', PDF));
    await waitForText('Subimos «curriculum-camila.pdf».');
    await findByRole('button', { name: 'Descargar archivo' });

    // The photo: cropped in a dialog (cropperjs), saved as a small JPEG, shown in the card.
    await (await (await tarjeta('Foto de perfil')).$('input[type="file"]')).setValue(archivo('retrato.png', png(600, 450)));
    const dialogo = await browser().$('dialog[open]');
    await dialogo.waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS });
    expect(await dialogo.$('h2').getText()).toBe('Recorta tu foto');
    await dialogo.$('.cropper-crop-box').waitForDisplayed({ timeout: OUTCOME_TIMEOUT_MS });
    await (await dialogo.$('button=Acercar')).click();
    const guardar = await dialogo.$('button=Guardar foto');
    await guardar.waitForEnabled({ timeout: OUTCOME_TIMEOUT_MS });
    await guardar.click();
    await waitForText('Guardamos tu foto.');
    // The card shows the saved photo (fetched with the session, shown from an object URL).
    const anchoRetrato = () => browser().execute(() => document.querySelector<HTMLImageElement>('img[alt="Foto de Camila Rojas Muñoz"]')?.naturalWidth ?? 0);
    await browser().waitUntil(async () => (await anchoRetrato()) === 400, {
      timeout: OUTCOME_TIMEOUT_MS,
      timeoutMsg: 'The saved photo never showed in its card.',
    });
    await waitForText('Tu currículum está completo al 100 %.');
    const foto = await browser().execute(async () => {
      const login = JSON.parse(decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('loginComunidad='))!.split('=')[1]!)) as { jwt: string };
      const respuesta = await fetch('/api/curriculum/foto', { headers: { authorization: `Bearer ${login.jwt}` } });
      const imagen = await createImageBitmap(await respuesta.blob());
      return { tipo: respuesta.headers.get('content-type'), ancho: imagen.width, alto: imagen.height };
    });
    expect(foto).toEqual({ tipo: 'image/jpeg', ancho: 400, alto: 400 });

    // The PDF: the button downloads it without an error, and the api answers a PDF attachment.
    await (await findByRole('button', { name: 'Descargar mi CV en PDF' })).click();
    await findByRole('button', { name: 'Descargar mi CV en PDF' });
    const pdf = await browser().execute(async () => {
      const login = JSON.parse(decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('loginComunidad='))!.split('=')[1]!)) as { jwt: string };
      const respuesta = await fetch('/api/curriculum/pdf', { headers: { authorization: `Bearer ${login.jwt}` } });
      const inicio = new TextDecoder().decode((await respuesta.arrayBuffer()).slice(0, 5));
      return { status: respuesta.status, tipo: respuesta.headers.get('content-type'), disposicion: respuesta.headers.get('content-disposition'), inicio };
    });
    expect(pdf).toMatchObject({ status: 200, tipo: 'application/pdf', inicio: '%PDF-' });
    expect(pdf.disposicion).toMatch(/^attachment; filename="Curriculum Camila Rojas Munoz\.pdf"/);
    expect(await browser().$$('[role="alert"]')).toHaveLength(0);
  });

  test('meets WCAG 2.1 AA on a desktop and a phone, with nothing wider than the phone', async () => {
    for (const [ancho, alto] of [[1280, 800], [390, 844]] as const) {
      await browser().setWindowSize(ancho, alto);
      await openPage('localhost', '/mi-curriculum');
      await findByRole('heading', { name: 'Experiencia laboral' });
      await (await findByRole('button', { name: 'Agregar experiencia' })).click();
      await findByRole('textbox', { name: 'Cargo' });
      expect({ ancho, violaciones: await violaciones() }).toEqual({ ancho, violaciones: [] });
      expect({ ancho, desbordes: await spilling() }).toEqual({ ancho, desbordes: [] });
    }
  });
});
