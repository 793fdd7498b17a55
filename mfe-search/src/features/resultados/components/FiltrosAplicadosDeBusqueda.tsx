import type { FiltrosBusqueda, ResultadoBusqueda } from '@portal/shared/contract';
import { filtrosDeCondiciones } from '../lib/dicho-en-palabras';
import type { EstadoBusqueda } from '../lib/estado-busqueda';
import { filtrosAplicados, SIN_FILTROS } from '../lib/filtros-aplicados';
import { FiltrosAplicados } from './FiltrosAplicados';

interface Props {
  state: EstadoBusqueda;
  filtros: FiltrosBusqueda;
  condiciones: ResultadoBusqueda['condicionesReconocidas'];
  onCambiar: (patch: Partial<EstadoBusqueda>) => void;
  alVaciar: () => void;
}

/** The chips of what this search applies: the conditions read in its keyword, then the filters chosen. */
export function FiltrosAplicadosDeBusqueda({ state, filtros, condiciones, onCambiar, alVaciar }: Props) {
  return (
    <FiltrosAplicados
      filtros={[...filtrosDeCondiciones(condiciones), ...filtrosAplicados(state, filtros)]}
      onQuitar={(filtro) => { onCambiar(filtro.quitar); }}
      onLimpiar={() => { onCambiar(SIN_FILTROS); }}
      alVaciar={alVaciar}
    />
  );
}
