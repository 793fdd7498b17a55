import { admitePostulacionRapida, type ExigenciasOferta } from './postulacion-rapida';

const sinExigencias: ExigenciasOferta = {
  preguntas: 0,
  documentosRequeridos: 0,
  instituciones: 0,
  postulacionValidaInstitucion: false,
  linkPostulacionExterno: null,
  tipoCurriculumAceptado: 'NORMAL',
};

describe('admitePostulacionRapida', () => {
  it.each(['NORMAL', 'NORMAL_ARCHIVO'] as const)('admits an offer that asks nothing and takes the portal CV (%s)', (tipoCurriculumAceptado) => {
    expect(admitePostulacionRapida({ ...sinExigencias, tipoCurriculumAceptado })).toBe(true);
  });

  it('admits an offer whose application link is not http(s): its page shows no link either', () => {
    expect(admitePostulacionRapida({ ...sinExigencias, linkPostulacionExterno: 'javascript:alert(1)' })).toBe(true);
  });

  it.each<[string, Partial<ExigenciasOferta>]>([
    ['asks questions', { preguntas: 1 }],
    ['asks documents', { documentosRequeridos: 2 }],
    ['takes only a CV file', { tipoCurriculumAceptado: 'ARCHIVO' }],
    ['is applied to on the employer site', { linkPostulacionExterno: 'https://empleos.example.com/1' }],
    ['is only for some institutions', { postulacionValidaInstitucion: true, instituciones: 1 }],
    ['names institutions', { instituciones: 1 }],
  ])('keeps the full form for an offer that %s', (_, exigencia) => {
    expect(admitePostulacionRapida({ ...sinExigencias, ...exigencia })).toBe(false);
  });
});
