import { sessionAtom } from '@portal/shared/state';
import { PageStack, PageTitle } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { CambioClaveForm } from './CambioClaveForm';
import { CambioCorreoForm } from './CambioCorreoForm';
import { DescargarDatos } from './DescargarDatos';
import { EliminarCuenta } from './EliminarCuenta';
import { PlanPremium } from './PlanPremium';

const Contenido = styled(PageStack)`
  width: 100%;
  max-width: 40rem;
  margin: 0 auto;
`;

/** `/configuracion-cuenta`: password, main e-mail, the premium plan, and the data rights of Ley 21.719 (download, deletion). */
export function ConfiguracionCuentaPage() {
  const session = useAtomValue(sessionAtom);
  return (
    <Contenido>
      <PageTitle>Configuración de la cuenta</PageTitle>
      <CambioClaveForm />
      <CambioCorreoForm correoActual={session?.candidato.correo ?? ''} />
      <PlanPremium />
      <DescargarDatos />
      <EliminarCuenta />
    </Contenido>
  );
}
