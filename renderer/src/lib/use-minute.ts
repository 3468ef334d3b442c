import { useSyncExternalStore } from 'react';

/*
 * One clock for every component that shows the time: it ticks on each minute's turn, and while
 * the page hydrates it reads the reader's own clock (the server's minute may be a while old).
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(
    () => {
      for (const listener of listeners) listener();
      schedule();
    },
    60_000 - (Date.now() % 60_000),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

const minute = () => Math.floor(Date.now() / 60_000);

/** The current minute, as a Date; moves on by itself. */
export function useMinute(): Date {
  return new Date(useSyncExternalStore(subscribe, minute, minute) * 60_000);
}
