// mfe-account's only door to the federation runtime (jest maps '@module-federation/enhanced/runtime' to
// src/testing/federation-runtime.ts). The host registers every remote on its own federation instance; this
// remote's instance learns where another remote is from the same /remotes.json before loading from it.
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteEntryUrl } from '@portal/shared/config';

const REMOTES_JSON = '/remotes.json';

async function registrar(nombre: string): Promise<void> {
  if (getInstance()?.options.remotes.some((remoto) => remoto.name === nombre)) return;
  const respuesta = await fetch(REMOTES_JSON, { cache: 'no-cache' });
  if (!respuesta.ok) throw new Error(`${REMOTES_JSON} respondió HTTP ${respuesta.status}`);
  const remotos = (await respuesta.json()) as Record<string, unknown>;
  const entry = remotos[nombre];
  if (typeof entry !== 'string' || !entry) throw new Error(`${REMOTES_JSON} no nombra a ${nombre}`);
  registerRemotes([{ name: nombre, entry: remoteEntryUrl(entry) }]);
}

/** `loadRemote('mfe_search/OfferDetail')`, registering that remote first when this instance does not know it. */
export async function cargarRemoto<T>(id: `${string}/${string}`): Promise<T | null> {
  await registrar(id.slice(0, id.indexOf('/')));
  return loadRemote<T>(id);
}
