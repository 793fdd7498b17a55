import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { appConfigAtom } from '@portal/shared/state';

const Status = styled.div`
  max-width: 30rem;
  margin: 2rem auto;
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

const timeFormat = new Intl.DateTimeFormat('es-CL', { dateStyle: 'short', timeStyle: 'medium' });

/** `/check`: for uptime monitors. The shell answered, so the portal is up: "OK", the host's version, the time. */
export function CheckPage() {
  const appConfig = useAtomValue(appConfigAtom);
  const [now] = useState(() => new Date());
  return (
    <Status role="status" aria-labelledby="check-title">
      <h1 id="check-title">OK</h1>
      <dl>
        <dt>Versión</dt>
        <dd>{appConfig?.version ?? 'desconocida'}</dd>
        <dt>Hora</dt>
        <dd>
          <time dateTime={now.toISOString()}>{timeFormat.format(now)}</time>
        </dd>
      </dl>
    </Status>
  );
}
