import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AppConfig } from '@portal/shared/config';
import { portalConfigAtom } from '@portal/shared/state';
import { theme } from '@portal/shared/ui';
import { fetchAppBuilds, type AppBuild } from './build-infos';

const Page = styled.div`
  max-width: 60rem;
  margin: 0 auto;
  dl { display: grid; grid-template-columns: minmax(8rem, max-content) 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  section { margin-block: 1.5rem; padding-top: 0.5rem; border-top: 1px solid ${theme.color.border}; }
`;

const show = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function Definitions({ entries }: { entries: readonly (readonly [string, unknown])[] }) {
  return (
    <dl>
      {entries.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Versions() {
  const [builds, setBuilds] = useState<AppBuild[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchAppBuilds().then(setBuilds, () => setFailed(true));
  }, []);
  if (failed) return <p>No pudimos leer /remotes.json.</p>;
  if (!builds) return <p role="status">Cargando versiones…</p>;
  return (
    <Definitions
      entries={builds.map(({ name, info }) => [name, info ? `${info.version} · build ${info.buildId} · ${info.builtAt}` : 'No responde'])}
    />
  );
}

/** `/dev`, outside production only (app/DevRoute.tsx): what is deployed (host and remotes) and which configuration is in use. */
export function DevPage({ appConfig }: { appConfig: AppConfig }) {
  const portal = useAtomValue(portalConfigAtom);
  return (
    <Page>
      <h1>Versiones y configuración</h1>
      <section aria-labelledby="dev-versiones">
        <h2 id="dev-versiones">Versiones</h2>
        <Versions />
      </section>
      <section aria-labelledby="dev-app">
        <h2 id="dev-app">Configuración de la aplicación</h2>
        <Definitions entries={Object.entries(appConfig)} />
      </section>
      <section aria-labelledby="dev-portal">
        <h2 id="dev-portal">Configuración del portal</h2>
        <Definitions entries={Object.entries(portal)} />
      </section>
    </Page>
  );
}
