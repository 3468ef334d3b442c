import { useSyncExternalStore } from 'react';

/** Spec section 9: one toast at a time, shown 5 s; a dismissed toast lingers in state this long. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        emit(toasts.filter((toast) => toast.id !== id));
      }, TOAST_REMOVE_DELAY),
    );
  }
}

/** Shows a toast; with a limit of one, a new toast replaces the one on screen. */
export function showToast(message: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  const toast: ToastMessage = { variant: 'default', ...message, id, open: true };
  emit([toast, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
