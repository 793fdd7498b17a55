import { SecondaryButton } from '@portal/shared/ui';
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
  const texto = guardada ? 'Oferta guardada' : 'Guardar oferta';
  return (
    <SecondaryButton
      type="button"
      aria-pressed={guardada}
      // The visible text starts the name, so voice control users can say what they see.
      aria-label={nombreCargo ? `${texto}: ${nombreCargo}` : undefined}
      // aria-disabled, not disabled: a disabled button would drop the keyboard focus while the save runs.
      aria-disabled={enviando || undefined}
      onClick={() => !enviando && alternar()}
    >
      <span aria-hidden="true">{guardada ? '★' : '☆'}</span>
      {texto}
    </SecondaryButton>
  );
}
