import { atom } from 'jotai';

/** Number of pending show-loading events; the overlay is visible while it is above zero. */
export const loadingCountAtom = atom(0);
export const loadingVisibleAtom = atom((get) => get(loadingCountAtom) > 0);
export const showLoadingAtom = atom(null, (get, set) => set(loadingCountAtom, get(loadingCountAtom) + 1));
export const hideLoadingAtom = atom(null, (get, set) => set(loadingCountAtom, Math.max(0, get(loadingCountAtom) - 1)));

export type ToastKind = 'info' | 'success' | 'danger' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** HTML; sanitised before it is shown. */
  html: string;
  /** A button beside the message (e.g. "Actualizar"); a toast with one stays until it is used or closed. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onAction: () => void;
}

let nextToastId = 1;

export const toastsAtom = atom<Toast[]>([]);
export const showToastAtom = atom(null, (get, set, toast: Omit<Toast, 'id'>) => {
  set(toastsAtom, [...get(toastsAtom), { ...toast, id: nextToastId++ }]);
});
export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(toastsAtom, get(toastsAtom).filter((toast) => toast.id !== id));
});
