import * as v from 'valibot';
import { oferta } from '@portal/shared/testing';
import { OfertaSchema } from './oferta-esquemas';

describe('OfertaSchema', () => {
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', '/postular', 'no es un enlace'])(
    'drops an external application link that is not http(s): %s',
    (link) => {
      expect(v.parse(OfertaSchema, oferta({ linkPostulacionExterno: link })).linkPostulacionExterno).toBeNull();
    },
  );

  it('keeps an http(s) external application link', () => {
    const link = 'https://empleos.example.com/postular/1234';
    expect(v.parse(OfertaSchema, oferta({ linkPostulacionExterno: link })).linkPostulacionExterno).toBe(link);
  });
});
