import type { Evento, Noticia, Pagina, ResumenSueldo } from '@portal/shared/contract';
import { formatMoney, formatNumber } from '@portal/shared/format';
import type { ContenidoMeta } from '@portal/shared/routes';

/** What a content route shows: a CMS page, a news article, an event or a position's salary summary. */
export type Contenido = Pagina | Noticia | Evento | ResumenSueldo;

/** A salary summary is titled and described by its own position and figures, so no two summaries read the same. */
function resumenSueldoMeta({ cargo, general }: ResumenSueldo): ContenidoMeta {
  const title = `Sueldo de ${cargo}`;
  if (!general) return { title, description: `Sueldos ofrecidos para ${cargo} en Chile, por región y años de experiencia.` };
  return {
    title,
    description: `Sueldo ofrecido para ${cargo} en Chile: mediana de ${formatMoney(general.mediana)} en ${formatNumber(general.cantidad)} ofertas, con rangos por región y años de experiencia.`,
  };
}

/** The title, summary and card of a content page, for its metadata (browser and edge alike). */
export function contenidoMeta(contenido: Contenido): ContenidoMeta {
  if ('idNoticia' in contenido) return { title: contenido.titulo, description: contenido.resumen, image: contenido.urlImagen };
  if ('idEvento' in contenido) return { title: contenido.titulo, description: contenido.resumen };
  if ('general' in contenido) return resumenSueldoMeta(contenido);
  return { title: contenido.titulo, description: contenido.descripcion };
}
