import { IconButton, IconoEstrella, SecondaryButton } from '@portal/shared/ui';
import { useGuardarOferta } from '../lib/useGuardarOferta';

interface Props {
  idOferta: number;
  guardada: boolean;
  /** On a card: a star icon button named after the offer ("Guardar oferta Cajero bancario"). */
  nombreCargo?: string;
}

/**
 * "Guardar oferta" toggle (aria-pressed), for the offer cards (an icon) and the offer page (its text).
 * aria-disabled, not disabled: a disabled button would drop the keyboard focus while the save runs.
 */
export function GuardarOfertaButton({ idOferta, guardada: segunApi, nombreCargo }: Props) {
  const { guardada, enviando, alternar } = useGuardarOferta(idOferta, segunApi);
  const comun = {
    type: 'button' as const,
    'aria-pressed': guardada,
    'aria-disabled': enviando || undefined,
    onClick: () => !enviando && alternar(),
  };
  const estrella = <IconoEstrella llena={guardada} />;
  // The name stays while the state changes: aria-pressed tells whether it is saved.
  if (nombreCargo) return <IconButton {...comun} label={`Guardar oferta ${nombreCargo}`} icon={estrella} />;
  const texto = guardada ? 'Oferta guardada' : 'Guardar oferta';
  return (
    // The label repeats the text: the offer's action group shows only the icon on a phone (data-etiqueta).
    <SecondaryButton {...comun} aria-label={texto}>
      {estrella}
      <span data-etiqueta>{texto}</span>
    </SecondaryButton>
  );
}
