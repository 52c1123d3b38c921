import { createStore } from '../../lib/create-store.ts';

export type ConfirmOptions = {
  title: string;
  message?: string;
  /** Defaults to the catalogue's Cancel. */
  cancelLabel?: string;
  /** Defaults to the catalogue's Confirm. */
  confirmLabel?: string;
  isWarning?: boolean;
  isDark?: boolean;
};

export type WarningOptions = {
  title: string;
  message?: string;
  /** Without it the popup has no button at all. */
  confirmLabel?: string;
  /** False: Escape and clicks outside do not close it (no-access, session expired). */
  isDismissable?: boolean;
};

export type OpenDialog =
  | ({ kind: 'confirm'; id: number; resolve: (isConfirmed: boolean) => void } & ConfirmOptions)
  | ({ kind: 'warning'; id: number; resolve: () => void } & WarningOptions);

/** One popup at a time; later requests wait their turn. */
export function createDialogs() {
  const queue = createStore<OpenDialog[]>([]);
  let nextId = 1;
  const close = (id: number) => queue.set((dialogs) => dialogs.filter((dialog) => dialog.id !== id));
  return {
    queue,
    current: () => queue.get()[0],
    confirm: (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        const id = nextId++;
        queue.set((dialogs) => [
          ...dialogs,
          {
            kind: 'confirm',
            id,
            ...options,
            resolve: (isConfirmed) => {
              close(id);
              resolve(isConfirmed);
            },
          },
        ]);
      }),
    warn: (options: WarningOptions) =>
      new Promise<void>((resolve) => {
        const id = nextId++;
        queue.set((dialogs) => [
          ...dialogs,
          {
            kind: 'warning',
            id,
            isDismissable: true,
            ...options,
            resolve: () => {
              close(id);
              resolve();
            },
          },
        ]);
      }),
  };
}

/** The app's one popup host. */
export const dialogs = createDialogs();
