import { DEFAULT_PORTAL_CONFIG, type TipoPortal } from '@portal/shared/contract';
import { ultimasOfertasParams } from './useUltimasOfertas';

const portal = (tipoPortal: TipoPortal) => ({ ...DEFAULT_PORTAL_CONFIG, idDominio: 900, tipoPortal });
const canales = [{ idCanal: 5, nombre: 'Canal Centro', estado: 1 }];
const base = { idDominio: 900, orden: 'FECHA_PUBLICACION', tipoOrden: 'DESC', pagina: 1 };

describe('ultimasOfertasParams', () => {
  it.each<TipoPortal>(['CORPORATIVO', 'FERIA'])('sends ofertaConfidencial false on %s portals', (tipo) => {
    expect(ultimasOfertasParams(portal(tipo), canales)).toEqual({ ...base, ofertaConfidencial: false });
  });

  it.each<TipoPortal>(['SAAE', 'ALIANZA'])('sends the first channel instead on %s portals', (tipo) => {
    expect(ultimasOfertasParams(portal(tipo), canales)).toEqual({ ...base, idCanales: '5' });
  });

  it('sends neither while a channel portal has no channels', () => {
    expect(ultimasOfertasParams(portal('ALIANZA'), [])).toEqual(base);
  });
});
