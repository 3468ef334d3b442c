import { Dialog as RadixDialog } from 'radix-ui';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** 'sheet' slides in from the side (the mobile menu); 'wide' is for images. */
  variant?: 'default' | 'sheet' | 'wide';
  children: ReactNode;
  className?: string;
}

/** A modal dialog: focus trapped and restored, Escape closes, title and description announced. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  variant = 'default',
  children,
  className,
}: DialogProps) {
  // These dialogs open from state, not a Radix trigger, so focus goes back to what opened them.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={['dialog', `dialog--${variant}`, className].filter(Boolean).join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
        >
          <header className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>
            ) : null}
          </header>
          {children}
          <RadixDialog.Close className="dialog__close" aria-label="Close">
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
