import styled from 'styled-components';
import { Button, theme } from '@portal/shared/ui';
import { CODIGOS_REGISTRO, type CodigoRegistro } from '@portal/shared/contract';

const Section = styled.section`
  max-width: 40rem;
  margin: 2rem auto;
  padding: 1.5rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
`;

const Code = styled.p`
  color: ${theme.color.textMuted};
  font-size: 0.875rem;
`;

export interface RemoteUnavailablePageProps {
  code?: CodigoRegistro;
  /** A reload fetches the remote afresh: its failed entry is not reused. */
  onRetry?: () => void;
}

/** What a route shows while its remote is down, broken or hung: the rest of the portal keeps working. */
export function RemoteUnavailablePage({
  code = CODIGOS_REGISTRO.REMOTE_UNAVAILABLE,
  onRetry = () => window.location.reload(),
}: RemoteUnavailablePageProps) {
  return (
    <Section aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title">Esta sección no está disponible en este momento</h1>
      <p>
        Tuvimos un problema al cargar esta parte del portal. El resto del sitio sigue funcionando: vuelve a
        intentarlo en unos segundos o sigue navegando desde el <a href="/">inicio</a>.
      </p>
      <Button type="button" onClick={onRetry}>
        Reintentar
      </Button>
      <Code>Código de error: {code}</Code>
    </Section>
  );
}
