import { Alert, SecondaryButton } from '@portal/shared/ui';
import type { ReactNode, SubmitEvent } from 'react';
import { FormGrid } from '../../../components/FormCard';
import { SubmitButton } from '../../../components/SubmitButton';
import type { FormularioSeccionProps } from './SeccionLista';
import { Acciones } from './Tarjeta';

/** A section form's own props pass through whole: its state (`trabajando`, `error`) and `onCancelar`. */
type Props = Pick<FormularioSeccionProps<unknown, unknown>, 'trabajando' | 'error' | 'onCancelar'> & {
  /** "Nueva experiencia laboral" / "Editar experiencia laboral": the form's accessible name. */
  titulo: string;
  /** Runs the form's checks; true when it may be sent. */
  validar: () => boolean;
  enviar: () => void;
  children: ReactNode;
};

/** The frame of every section form: its fields, the api's refusal, save and cancel. */
export function FormularioElemento({ titulo, trabajando, error, validar, enviar, onCancelar, children }: Props) {
  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trabajando && validar()) enviar();
  }
  return (
    <FormGrid noValidate aria-label={titulo} aria-busy={trabajando} onSubmit={handleSubmit}>
      {error ? <Alert>{error}</Alert> : null}
      {children}
      <Acciones>
        <SubmitButton working={trabajando} label="Guardar" workingLabel="Guardando…" />
        <SecondaryButton type="button" onClick={onCancelar}>
          Cancelar
        </SecondaryButton>
      </Acciones>
    </FormGrid>
  );
}
