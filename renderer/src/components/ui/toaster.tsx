import { Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { TOAST_DURATION, dismissToast, useToasts } from './toast-store';
import { CloseIcon } from './icons';
import './toast.css';

/** The toast region: F8 focuses it, swipe right to dismiss. */
export function ToastRegion({ children }: { children: ReactNode }) {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50} label="Notification">
      {children}
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className="toast"
          data-variant={toast.variant}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast__body">
            <Toast.Title className="toast__title">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="toast__description">{toast.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close className="toast__close" aria-label="Dismiss notification">
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* aria-live keeps the region out of a modal dialog's aria-hidden sweep (Radix announces toasts itself). */}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} label="Notifications ({hotkey})" aria-live="off" />
    </Toast.Provider>
  );
}
