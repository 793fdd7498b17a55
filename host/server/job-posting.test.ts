/** @jest-environment node */
import { JORNADAS, type Oferta } from '@portal/shared/contract';
import { isLive, jobPosting } from './job-posting';
import { OFERTA } from './testing/edge-fixtures';

describe('JobPosting of an offer', () => {
  const posting = (cambios: Partial<Oferta>) => jobPosting({ ...OFERTA, ...cambios }, { url: 'https://empleos.cl/trabajo/cajero-123', portalName: 'Empleos' });

  it.each([
    ['COMPLETA', 'FULL_TIME'],
    ['TURNOS', 'FULL_TIME'],
    ['PARCIAL', 'PART_TIME'],
    ['FINES_DE_SEMANA', 'PART_TIME'],
  ] as const)('says a permanent %s offer is %s, from its hours alone', (jornada, tipo) => {
    expect(posting({ jornada, tiempoContrato: 'Indefinido', nombreTipoCargo: 'Profesional' }).employmentType).toBe(tipo);
  });

  it.each([
    ['Plazo fijo', 'TEMPORARY'],
    ['Reemplazo', 'TEMPORARY'],
    ['Por temporada', 'TEMPORARY'],
    ['Temporal', 'TEMPORARY'],
    ['Por proyecto', 'CONTRACTOR'],
    ['Honorarios', 'CONTRACTOR'],
    ['Práctica profesional', 'INTERN'],
  ])('adds the type of a «%s» contract to the hours’ type: %s', (tiempoContrato, tipo) => {
    expect(posting({ jornada: 'COMPLETA', tiempoContrato, nombreTipoCargo: 'Operario' }).employmentType).toEqual(['FULL_TIME', tipo]);
    expect(posting({ jornada: 'PARCIAL', tiempoContrato, nombreTipoCargo: 'Operario' }).employmentType).toEqual(['PART_TIME', tipo]);
  });

  it('never drops the hours’ type for a contract it cannot tell, or none, and calls a «Práctica» position an internship', () => {
    expect(posting({ jornada: 'COMPLETA', tiempoContrato: null, nombreTipoCargo: 'Técnico' }).employmentType).toBe('FULL_TIME');
    expect(posting({ jornada: 'TURNOS', tiempoContrato: 'Según evaluación', nombreTipoCargo: 'Técnico' }).employmentType).toBe('FULL_TIME');
    expect(posting({ jornada: 'PARCIAL', tiempoContrato: null, nombreTipoCargo: 'Práctica' }).employmentType).toEqual(['PART_TIME', 'INTERN']);
  });

  it('gives every seed offer a type: its hours and its contract, whatever the title says', () => {
    // The seed's hours and contracts (api/src/db/seed/ofertas.ts): every pair has a type.
    for (const jornada of JORNADAS) {
      for (const tiempoContrato of ['Indefinido', 'Plazo fijo', 'Por proyecto', 'Reemplazo', 'Práctica profesional', 'Por temporada', null]) {
        expect(posting({ jornada, tiempoContrato, nombreCargo: 'Contador General' })).toHaveProperty('employmentType');
      }
    }
    expect(posting({ jornada: 'COMPLETA', tiempoContrato: 'Indefinido', nombreCargo: 'Cajero Part Time' }).employmentType).toBe('FULL_TIME');
  });

  it('says the candidate applies on the portal (directApply) unless the offer sends them to the employer’s site', () => {
    expect(posting({ linkPostulacionExterno: null }).directApply).toBe(true);
    expect(posting({ linkPostulacionExterno: 'https://empresa.test/postula' }).directApply).toBe(false);
  });

  it('counts an offer as live only while it is ACTIVA and before its expiry', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(isLive({ estadoOferta: 'ACTIVA', fechaExpiracion: '2026-11-30T23:59:59Z' }, now)).toBe(true);
    expect(isLive({ estadoOferta: 'ACTIVA', fechaExpiracion: '2026-11-21T23:59:59Z' }, now)).toBe(false);
    expect(isLive({ estadoOferta: 'EXPIRADA', fechaExpiracion: '2026-11-30T23:59:59Z' }, now)).toBe(false);
  });

  it('gives a confidential offer the name it is published under and no logo', () => {
    const posting = jobPosting({ ...OFERTA, nombreEmpresaFantasia: 'Empresa confidencial', urlLogo: null }, { url: 'https://empleos.cl/trabajo/cajero-123', portalName: 'Empleos' });
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Empresa confidencial' });
  });
});
