import { eliminarCuenta } from '@portal/shared/api';
import { href } from '@portal/shared/routes';
import { showToastAtom } from '@portal/shared/state';
import { Dialog } from '@portal/shared/dialogo';
import { Alert, Button, SecondaryButton, theme } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { FormGrid } from '../../../components/FormCard';
import { PasswordField } from '../../../components/PasswordField';
import { useFormulario } from '../../../lib/useFormulario';
import { useAccion } from '../../../lib/useAccion';
import { Tarjeta } from '../../../components/Tarjeta';
import { FilaBotones } from '../../../components/FilaBotones';

/** The one act that cannot be undone: the primary button in the danger colour, which hovering keeps. */
const Peligro = styled(Button)`
  border-color: ${theme.color.danger};
  background: ${theme.color.danger};
  &:hover:not(:disabled) { background: ${theme.color.danger}; }
`;

/** The confirmation dialog: the password, then the account, its files and sessions are gone. */
function ConfirmarEliminacion({ onCerrar }: { onCerrar: () => void }) {
  const navigate = useNavigate();
  const showToast = useSetAtom(showToastAtom);
  const form = useFormulario({ clave: '' }, (v) => ({ clave: v.clave ? undefined : 'Ingresa tu contraseña para confirmar.' }));
  const { ejecutar, trabajando, error } = useAccion();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (trabajando || !form.validar()) return;
    void ejecutar(() => eliminarCuenta({ clave: form.valores.clave })).then(async (ok) => {
      if (!ok) return;
      showToast({ kind: 'success', html: 'Eliminamos tu cuenta y tus datos.' });
      // /logout clears the session away from this login-required page (whose guard would ask to sign in
      // again) and goes home, as any sign-out does.
      await navigate(href('logout'), { replace: true });
    });
  }

  return (
    <Dialog
      rol="alertdialog"
      titulo="¿Eliminar tu cuenta?"
      descripcion={<p>Se borrarán tu perfil, tu currículum, tus postulaciones, tus ofertas guardadas y tus alertas. No se puede deshacer.</p>}
      onCerrar={onCerrar}
      ocupado={trabajando}
    >
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        <PasswordField id={form.ids.clave} label="Contraseña" required autoComplete="current-password" value={form.valores.clave} error={form.error('clave')} onChange={(e) => { form.cambiar('clave', e.target.value); }} />
        <FilaBotones>
          <Peligro type="submit" disabled={trabajando}>
            {trabajando ? 'Eliminando…' : 'Eliminar definitivamente'}
          </Peligro>
          <SecondaryButton type="button" disabled={trabajando} onClick={onCerrar}>
            Cancelar
          </SecondaryButton>
        </FilaBotones>
      </FormGrid>
    </Dialog>
  );
}

/** Ley 21.719 deletion: opens the confirmation dialog (which gives the focus back to the button when it closes). */
export function EliminarCuenta() {
  const [abierto, setAbierto] = useState(false);
  return (
    <Tarjeta titulo="Eliminar cuenta">
      <p>Elimina tu cuenta y todos tus datos del portal.</p>
      <div>
        <SecondaryButton type="button" onClick={() => { setAbierto(true); }}>
          Eliminar mi cuenta
        </SecondaryButton>
      </div>
      {abierto ? (
        <ConfirmarEliminacion onCerrar={() => { setAbierto(false); }} />
      ) : null}
    </Tarjeta>
  );
}
