import { VERSION_POLITICA_PRIVACIDAD, type TipoDocumento } from '@portal/shared/contract';
import { formatRut } from '@portal/shared/rut';
import { Alert, TextField } from '@portal/shared/ui';
import { CheckboxField, SelectField } from '@portal/shared/formularios';
import type { SubmitEvent } from 'react';
import { FormGrid } from '../../../components/FormCard';
import { PasswordField } from '../../../components/PasswordField';
import { PasswordStrength } from '../../../components/PasswordStrength';
import { SubmitButton } from '../../../components/SubmitButton';
import { useFormulario } from '../../../lib/useFormulario';
import { useRegistro } from '../hooks/useRegistro';
import { reglasRegistro, type ValoresRegistro } from './reglas-registro';

const TIPOS = [
  { value: 'RUN', label: 'RUN (cédula chilena)' },
  { value: 'PASAPORTE', label: 'Pasaporte (extranjeros sin RUN)' },
] as const;

const INICIALES: ValoresRegistro = {
  nombres: '',
  apellidos: '',
  tipoDocumento: 'RUN',
  numeroDocumento: '',
  correo: '',
  clave: '',
  aceptaPolitica: false,
};

/** Names, document, e-mail, password with its strength and the privacy consent. */
export function RegistroForm() {
  const form = useFormulario(INICIALES, reglasRegistro);
  const { valores, ids, cambiar, error } = form;
  const { submit, submitting, error: errorServidor } = useRegistro();
  const esRun = valores.tipoDocumento === 'RUN';

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !form.validar()) return;
    void submit({
      nombres: valores.nombres.trim(),
      apellidos: valores.apellidos.trim(),
      tipoDocumento: valores.tipoDocumento,
      numeroDocumento: valores.numeroDocumento.trim(),
      correo: valores.correo.trim(),
      clave: valores.clave,
      aceptaPolitica: valores.aceptaPolitica,
      versionPolitica: VERSION_POLITICA_PRIVACIDAD,
    });
  }

  return (
    <FormGrid noValidate onSubmit={handleSubmit} aria-busy={submitting}>
      {errorServidor ? <Alert>{errorServidor}</Alert> : null}
      <TextField id={ids.nombres} label="Nombres" required autoComplete="given-name" value={valores.nombres} error={error('nombres')} onChange={(e) => { cambiar('nombres', e.target.value); }} />
      <TextField id={ids.apellidos} label="Apellidos" required autoComplete="family-name" value={valores.apellidos} error={error('apellidos')} onChange={(e) => { cambiar('apellidos', e.target.value); }} />
      <SelectField
        id={ids.tipoDocumento}
        label="Tipo de documento"
        options={TIPOS}
        value={valores.tipoDocumento}
        onChange={(e) => {
          const tipo = e.target.value as TipoDocumento;
          cambiar('tipoDocumento', tipo);
          if (tipo === 'RUN') cambiar('numeroDocumento', formatRut(valores.numeroDocumento));
        }}
      />
      <TextField
        id={ids.numeroDocumento}
        label={esRun ? 'RUN' : 'Número de pasaporte'}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint={esRun ? 'Con dígito verificador, por ejemplo 12.345.678-5.' : null}
        value={valores.numeroDocumento}
        error={error('numeroDocumento')}
        // SPEC.md section 5, directive rut: on every keystroke while the document type is RUN.
        onChange={(e) => { cambiar('numeroDocumento', esRun ? formatRut(e.target.value) : e.target.value); }}
      />
      <TextField id={ids.correo} label="Correo electrónico" type="email" required autoComplete="email" autoCapitalize="none" spellCheck={false} value={valores.correo} error={error('correo')} onChange={(e) => { cambiar('correo', e.target.value); }} />
      <PasswordField
        id={ids.clave}
        label="Contraseña"
        required
        autoComplete="new-password"
        value={valores.clave}
        error={error('clave')}
        hint={<PasswordStrength clave={valores.clave} datos={{ correo: valores.correo, numeroDocumento: valores.numeroDocumento }} />}
        onChange={(e) => { cambiar('clave', e.target.value); }}
      />
      <CheckboxField
        id={ids.aceptaPolitica}
        required
        checked={valores.aceptaPolitica}
        error={error('aceptaPolitica')}
        onChange={(e) => { cambiar('aceptaPolitica', e.target.checked); }}
        label={
          <>
            Acepto la{' '}
            <a href="/politica-de-privacidad" target="_blank" rel="noopener">
              política de privacidad
            </a>{' '}
            y el tratamiento de mis datos personales.
          </>
        }
      />
      <SubmitButton working={submitting} label="Crear mi cuenta" workingLabel="Creando tu cuenta…" />
    </FormGrid>
  );
}
