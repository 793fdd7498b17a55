import { SkeletonBlock, VisuallyHidden } from '@portal/shared/ui';
import { ListaTarjetas } from './PaginaArea';

interface Props {
  /** What loads, for screen readers: "Cargando tus postulaciones…". */
  texto: string;
  cantidad: number;
  /** A card's usual height, so the page does not jump when the list arrives. */
  alto: string;
}

/** A candidate-area list while it loads: `cantidad` grey cards of the height its cards take. */
export function EsqueletoTarjetas({ texto, cantidad, alto }: Props) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{texto}</VisuallyHidden>
      <ListaTarjetas as="div">
        {Array.from({ length: cantidad }, (_, i) => (
          <SkeletonBlock key={i} $height={alto} />
        ))}
      </ListaTarjetas>
    </div>
  );
}
