// The summary of an offer in the results (OfertaResumen), straight from the in-memory copy: a page of
// results needs no database read unless its matches are highlighted.
import { resumenDe, type FilaResumen } from '../../ofertas/resumen';
import type { Lugar } from '../lugares';
import type { OfertasIndexadas } from './ofertas-indexadas';

export function resumen(o: OfertasIndexadas, posicion: number, comunas: Map<number, Lugar>) {
  const empresa = o.empresas.get(o.idEmpresa[posicion]!);
  const lugar = comunas.get(o.idComuna[posicion]!);
  const sueldo = o.sueldo[posicion]!;
  const fila: FilaResumen = {
    id_oferta: o.idOferta[posicion]!,
    id_empresa: o.idEmpresa[posicion]!,
    nombre_cargo: o.nombreCargo[posicion]!,
    id_comuna: o.idComuna[posicion]!,
    confidencial: o.confidencial[posicion] === 1,
    nombre_fantasia: empresa?.nombre ?? '',
    url_logo: empresa?.urlLogo ?? null,
    nombre_comuna: lugar?.comuna ?? '',
    nombre_region: lugar?.region ?? '',
    nombre_area: o.textos.valores[o.area[posicion]!]!,
    nombre_tipo_cargo: o.textos.valores[o.tipoCargo[posicion]!]!,
    jornada: o.textos.valores[o.jornada[posicion]!]! as FilaResumen['jornada'],
    fecha_publicacion: new Date(o.fecha[posicion]!),
    fecha_expiracion: new Date(o.fechaExpiracion[posicion]!),
    mostrar_sueldo: o.mostrarSueldo[posicion] === 1,
    sueldo: sueldo < 0 ? null : sueldo,
    nombre_moneda: o.textos.valores[o.nombreMoneda[posicion]!]!,
    descripcion_texto: o.inicioDescripcion[posicion]!,
  };
  return resumenDe(fila, o.postulacionRapida[posicion] === 1);
}
