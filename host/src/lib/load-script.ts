import { showToastAtom, type PortalStore } from '@portal/shared/state';

/** SPEC.md section 8: the text of a third-party script that fails to load. */
export const SCRIPT_LOAD_ERROR = 'Error al cargar script';

let toastStore: PortalStore | null = null;
const loads = new Map<string, Promise<void>>();

/** The shell's store, where the failure toast goes; set by ThirdPartyScripts. Without one the promise still rejects. */
export function setScriptToastStore(store: PortalStore): void {
  toastStore = store;
}

/**
 * Adds `<script src async>` (with `attrs`, e.g. `{ 'data-key': … }`) to the document and resolves once it has
 * run. When it fails to load it rejects with "Error al cargar script" (the src as `cause`) and tells the
 * visitor in a warning toast. A src is added once; a failed one may be tried again by a later call.
 */
export function loadScript(src: string, attrs: Record<string, string> = {}): Promise<void> {
  const pending = loads.get(src);
  if (pending) return pending;
  const script = document.createElement('script');
  const load = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loads.delete(src);
      script.remove();
      toastStore?.set(showToastAtom, { kind: 'warning', html: SCRIPT_LOAD_ERROR });
      reject(new Error(SCRIPT_LOAD_ERROR, { cause: src }));
    });
  });
  loads.set(src, load);
  script.async = true;
  for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
  script.src = src;
  document.head.append(script);
  return load;
}
