/** @jest-environment node */
import { employmentTypes, isLive, jobPosting } from './job-posting';
import { OFERTA } from './testing/edge-fixtures';

describe('JobPosting of an offer', () => {
  it("maps the offer's own words to Google's employment types, and names none it cannot tell", () => {
    expect(employmentTypes({ nombreTipoCargo: 'Práctica profesional', tiempoContrato: null, nombreCargo: 'Analista' })).toEqual(['INTERN']);
    expect(employmentTypes({ nombreTipoCargo: 'Operario', tiempoContrato: 'Por proyecto', nombreCargo: 'Soldador' })).toEqual(['CONTRACTOR']);
    expect(employmentTypes({ nombreTipoCargo: 'Profesional', tiempoContrato: 'Indefinido', nombreCargo: 'Contador General' })).toEqual([]);
    expect(jobPosting({ ...OFERTA, nombreCargo: 'Cajero', tiempoContrato: 'Indefinido' }, { url: 'https://empleos.cl/trabajo/cajero-123', portalName: 'Empleos' })).not.toHaveProperty('employmentType');
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
