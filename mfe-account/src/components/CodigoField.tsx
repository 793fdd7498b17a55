import { aplicarNumero } from '@portal/shared/rut';
import { TextField, type TextFieldProps } from '@portal/shared/ui';

export const CODIGO_LARGO = 6;

/** The 6-digit code of an e-mail, digits only (SPEC's numero directive on every keystroke). */
export function CodigoField({ onValor, ...props }: Omit<TextFieldProps, 'onChange' | 'label'> & { label?: string; onValor: (value: string) => void }) {
  return (
    <TextField
      label="Código de verificación"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODIGO_LARGO}
      {...props}
      onChange={(event) => { onValor(aplicarNumero(event.target.value)); }}
    />
  );
}

export function errorCodigo(codigo: string): string | undefined {
  return new RegExp(`^\\d{${CODIGO_LARGO}}$`).test(codigo) ? undefined : `Ingresa el código de ${CODIGO_LARGO} dígitos.`;
}
