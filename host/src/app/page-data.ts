// The JSON the edge writes into every page (<script type="application/json" id="datos-pagina">): the app
// configuration, the remotes list and the portal configuration, so the shell starts without asking for them;
// on a page the edge rendered on the server, also the channels and the answers its render used, so hydration
// renders the same and fetches nothing. A data block, not a script: the CSP keeps forbidding inline scripts.
import * as v from 'valibot';
import { AppConfigSchema } from '@portal/shared/config';
import { CanalesSchema, PortalConfigSchema } from '@portal/shared/contract';
import { RemotesManifestSchema } from '../lib/remotes-manifest';

export const PAGE_DATA_ID = 'datos-pagina';

export const PageDataSchema = v.object({
  appConfig: AppConfigSchema,
  remotes: RemotesManifestSchema,
  /** Absent on the routes that load no portal configuration (/check). */
  portal: v.optional(PortalConfigSchema),
  /** Present when the page arrived rendered: what its render used besides the portal. */
  render: v.optional(
    v.object({
      canales: CanalesSchema,
      /** useQuery key → answer. */
      respuestas: v.record(v.string(), v.unknown()),
      /** FERIA portals: the server date (ISO) the fair window was rendered by. */
      fechaServidor: v.optional(v.nullable(v.string())),
      /** Remote widgets the edge rendered as placeholders (widgets-en-navegador.ts): the browser loads them. */
      enNavegador: v.optional(v.array(v.string())),
    }),
  ),
});

export type PageData = v.InferOutput<typeof PageDataSchema>;

/** The page's data block; null when there is none or it does not parse (then the shell asks as before). */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const result = v.safeParse(PageDataSchema, JSON.parse(text));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
