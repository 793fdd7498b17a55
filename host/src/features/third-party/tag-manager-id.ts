// Apart from the tag manager's loader: every page asks whether the portal has one (the footer's «Configurar
// cookies», consent), only a portal that has one loads it.

/** SPEC.md section 3: a tag-manager id is `GTM-` followed by letters and digits. */
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

/** The portal's `idAnalytics` when it is a valid id, else the configured default (when valid), else none. */
export function tagManagerId(idAnalytics: string | null, defaultId: string | undefined): string | null {
  return [idAnalytics, defaultId].find((id): id is string => !!id && TAG_MANAGER_ID.test(id)) ?? null;
}
