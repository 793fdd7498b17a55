/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from './client';
import { guardarOferta } from './ofertas-guardadas';
import { postular } from './postulacion';

let server: Server;
const seen: { method: string; url: string; headers: Record<string, string | string[] | undefined>; body: string }[] = [];

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
    const respuesta = req.url === '/api/postulaciones' ? { idPostulacion: 5, idOferta: 12, origen: 'WEB', fecha: '2026-11-22T10:00:00.000Z' } : { idOferta: 12, guardada: req.method === 'PUT' };
    res.writeHead(req.url === '/api/postulaciones' ? 201 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(respuesta));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api/`, searchServiceUrl: 'http://127.0.0.1:1/', getJwt: () => 'jwt-demo', onUnauthorized: jest.fn() });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => (seen.length = 0));

it('sends an application as multipart form data with its boundary, fields, files and the bearer', async () => {
  const documento = new File(['%PDF-1.4'], 'certificado.pdf', { type: 'application/pdf' });
  const postulacion = await postular({
    idOferta: 12,
    origen: 'WEB',
    respuestas: [{ idPregunta: 3, respuesta: 'Sí' }],
    usarCurriculumPerfil: true,
    documentos: new Map([[7, documento]]),
    curriculum: null,
  });

  expect(postulacion.idPostulacion).toBe(5);
  const [peticion] = seen;
  expect(peticion!.headers.authorization).toBe('Bearer jwt-demo');
  expect(peticion!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(peticion!.body).toContain('name="documento_7"; filename="certificado.pdf"');
  expect(peticion!.body).toContain('[{"idPregunta":3,"respuesta":"Sí"}]');
  expect(peticion!.body).not.toContain('name="curriculum"');
});

it('saves with PUT and unsaves with DELETE', async () => {
  expect(await guardarOferta(12, true)).toEqual({ idOferta: 12, guardada: true });
  expect(await guardarOferta(12, false)).toEqual({ idOferta: 12, guardada: false });
  expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['PUT /api/ofertas-guardadas/12', 'DELETE /api/ofertas-guardadas/12']);
});
