import { SecondaryButton, VisuallyHidden } from '@portal/shared/ui';
import { useGuardarOferta } from '../lib/useGuardarOferta';

interface Props {
  idOferta: number;
  guardada: boolean;
  /** On a list, names the offer for screen readers ("Guardar oferta: Cajero bancario"). */
  nombreCargo?: string;
}

/** "Guardar oferta" / "Oferta guardada" toggle (aria-pressed), for the offer cards and the offer page. */
export function GuardarOfertaButton({ idOferta, guardada: segunApi, nombreCargo }: Props) {
  const { guardada, enviando, alternar } = useGuardarOferta(idOferta, segunApi);
  return (
    <SecondaryButton type="button" aria-pressed={guardada} disabled={enviando} onClick={alternar}>
      <span aria-hidden="true">{guardada ? '★' : '☆'}</span>
      {guardada ? 'Oferta guardada' : 'Guardar oferta'}
      {nombreCargo ? <VisuallyHidden>: {nombreCargo}</VisuallyHidden> : null}
    </SecondaryButton>
  );
}
