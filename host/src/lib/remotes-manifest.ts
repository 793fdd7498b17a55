import * as v from 'valibot';
import { CODIGOS_REGISTRO } from '@portal/shared/contract';

export const REMOTES_MANIFEST_PATH = '/remotes.json';

/** An absolute http(s) URL or a same-origin path, e.g. `http://localhost:8081/mf-manifest.json`. */
const ManifestUrlSchema = v.pipe(
  v.string(),
  v.regex(/^(https?:\/\/[^\s/]+|\/)\S*$/, 'must be an http(s) URL or a path starting with "/"'),
);

/** /remotes.json: where each remote's mf-manifest.json is. Every remote of the route manifest is required. */
export const RemotesManifestSchema = v.object({
  mfe_search: ManifestUrlSchema,
  mfe_account: ManifestUrlSchema,
  mfe_feria: ManifestUrlSchema,
  mfe_content: ManifestUrlSchema,
});

export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;

/** Validates the parsed JSON; the error names each wrong field for the developer who deployed it. */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  const result = v.safeParse(RemotesManifestSchema, json);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new Error(`[${CODIGOS_REGISTRO.REMOTES_CONFIG_INVALID}] ${REMOTES_MANIFEST_PATH} is invalid: ${problems.join('; ')}`);
}

export async function fetchRemotesManifest(fetchImpl: typeof fetch = fetch): Promise<RemotesManifest> {
  const response = await fetchImpl(REMOTES_MANIFEST_PATH, { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`[${CODIGOS_REGISTRO.REMOTES_CONFIG_INVALID}] ${REMOTES_MANIFEST_PATH} answered HTTP ${response.status}`);
  }
  const json: unknown = await response.json().catch(() => {
    throw new Error(`[${CODIGOS_REGISTRO.REMOTES_CONFIG_INVALID}] ${REMOTES_MANIFEST_PATH} is not JSON`);
  });
  return parseRemotesManifest(json);
}
