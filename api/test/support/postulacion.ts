// Helpers of the apply tests: a signed-in candidate, real little files and multipart bodies for inject.
import * as v from 'valibot';
import { LoginRespuestaSchema } from '@portal/shared/contract';
import type { App } from '../../src/app';
import { conJwt } from './cuentas';
import { zip } from './zip';

export async function jwtDe(app: App, usuario: string): Promise<string> {
  const respuesta = await app.inject({ method: 'POST', url: '/api/login', payload: { usuario, clave: 'Demo1234!' } });
  return v.parse(LoginRespuestaSchema, respuesta.json()).login.jwt;
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The header of an OLE compound file, what a Word 97-2003 .doc is. */
export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
/** A minimal Office Open XML package whose main part, of content type `tipo`, is `parte`. */
function paqueteOffice(parte: string, tipo: string, xml: string): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${parte}" ContentType="${tipo}"/></Types>`,
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${parte}"/></Relationships>`,
    [parte]: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${xml}`,
  });
}
/** A one-paragraph Word document. */
export const DOCX = paqueteOffice(
  'word/document.xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Currículum</w:t></w:r></w:p></w:body></w:document>',
);
/** An Excel workbook with no sheet: a zip as well, but not a Word document. */
export const XLSX = paqueteOffice(
  'xl/workbook.xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
);

export interface Envio {
  idOferta: number;
  origen?: string;
  respuestas?: unknown;
  usarCurriculumPerfil?: boolean;
  archivos?: Record<string, { nombre: string; bytes: Buffer }>;
}

/** POSTs a multipart application the way a browser's FormData does. */
export async function postular(app: App, jwt: string | null, envio: Envio) {
  const form = new FormData();
  form.set('idOferta', String(envio.idOferta));
  form.set('origen', envio.origen ?? 'WEB');
  form.set('respuestas', JSON.stringify(envio.respuestas ?? []));
  form.set('usarCurriculumPerfil', String(envio.usarCurriculumPerfil ?? true));
  for (const [campo, { nombre, bytes }] of Object.entries(envio.archivos ?? {})) form.set(campo, new Blob([new Uint8Array(bytes)]), nombre);
  return enviarFormulario(app, jwt, 'POST', '/api/postulaciones', form);
}

/** PUTs one file to the CV (`archivo`, the CV file, or `foto`) as the CV page's upload does. */
export async function subirAlCurriculum(app: App, jwt: string, tipo: 'archivo' | 'foto', nombre: string, bytes: Buffer) {
  const form = new FormData();
  form.set(tipo, new Blob([new Uint8Array(bytes)]), nombre);
  return enviarFormulario(app, jwt, 'PUT', `/api/curriculum/${tipo}`, form);
}

/** Sends `form` through inject with the body and boundary a browser would. */
async function enviarFormulario(app: App, jwt: string | null, method: 'POST' | 'PUT', url: string, form: FormData) {
  const peticion = new Request('http://api.test/', { method, body: form });
  return app.inject({
    method,
    url,
    headers: { 'content-type': peticion.headers.get('content-type')!, ...conJwt(jwt) },
    payload: Buffer.from(await peticion.arrayBuffer()),
  });
}
