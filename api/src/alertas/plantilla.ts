// The e-mail of one alert run: its new offers (at most OFERTAS_POR_CORREO, with how many more there are),
// the vote, stimulus and unsubscribe links, and the one-click unsubscribe headers (RFC 8058).
import type { OfertaResumen } from '@portal/shared/contract';
import { href, ofertaSegment } from '@portal/shared/routes';
import type { Mensaje } from '../correo/bandeja';
import { componerCorreo } from '../correo/plantillas';
import type { EnlacesAlerta } from './enlaces';

export const OFERTAS_POR_CORREO = 10;

export interface DatosCorreoAlerta {
  portal: string;
  origen: string;
  para: string;
  nombres: string;
  nombreAlerta: string;
  descripcion: string;
  ofertas: Pick<OfertaResumen, 'idOferta' | 'nombreCargo' | 'nombreEmpresaFantasia' | 'ubicacion'>[];
  total: number;
  /** The alert's search on the results page, for the offers the e-mail leaves out. */
  urlBusqueda: string;
  enlaces: EnlacesAlerta;
}

export function correoAlerta(d: DatosCorreoAlerta): Mensaje {
  const nuevas = d.total === 1 ? '1 oferta nueva' : `${d.total} ofertas nuevas`;
  const resto = d.total - d.ofertas.length;
  const mensaje = componerCorreo({
    portal: d.portal,
    para: d.para,
    asunto: `${nuevas} para «${d.nombreAlerta}»`,
    saludo: `Hola, ${d.nombres}:`,
    parrafos: [`Tu alerta «${d.nombreAlerta}» (${d.descripcion}) encontró ${nuevas} desde nuestro último correo.`],
    lista: d.ofertas.map((o) => ({
      titulo: o.nombreCargo,
      detalle: [o.nombreEmpresaFantasia, [o.ubicacion.nombreComuna, o.ubicacion.nombreRegion].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
      url: `${d.origen}${href('oferta', { oferta: ofertaSegment(o) })}`,
    })),
    boton: resto > 0 ? { texto: `Ver ${resto === 1 ? 'la otra oferta' : `las otras ${resto} ofertas`}`, url: d.urlBusqueda } : undefined,
    nota: 'Recibes este correo porque creaste esta alerta de empleo. ¿Sigues buscando trabajo? Cuéntanos, y dinos si este correo te sirvió.',
    pie: [
      { texto: '¿Te sirvió este correo?', url: d.enlaces.votacion },
      { texto: '¿Sigues buscando trabajo?', url: d.enlaces.estimulo },
      { texto: 'Dejar de recibir esta alerta', url: d.enlaces.cancelar },
    ],
  });
  return {
    ...mensaje,
    cabeceras: { 'List-Unsubscribe': `<${d.enlaces.unClic}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
