import { createStore } from '../../lib/create-store.ts';

export type ToastTone = 'info' | 'success' | 'error';
export type Toast = { id: number; message: string; tone: ToastTone; ttlSeconds: number };
export type ToastInput = { message: string; tone?: ToastTone; ttlSeconds?: number };

export const DEFAULT_TOAST_TTL_SECONDS = 4;
export const MAX_VISIBLE_TOASTS = 3;

/**
 * Toasts wait in a queue; at most three are on screen and each stays its own lifetime (4 s unless
 * given) counted from the moment it appears, so none disappears unseen behind others.
 */
export function createToastQueue() {
  const store = createStore<Toast[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    store.set((toasts) => toasts.filter((toast) => toast.id !== id));
    scheduleVisible();
  };

  function scheduleVisible() {
    for (const toast of store.get().slice(0, MAX_VISIBLE_TOASTS)) {
      if (timers.has(toast.id)) continue;
      timers.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.ttlSeconds * 1000),
      );
    }
  }

  return {
    store,
    visible: () => store.get().slice(0, MAX_VISIBLE_TOASTS),
    show: (input: ToastInput): number => {
      const id = nextId++;
      const ttlSeconds =
        input.ttlSeconds && input.ttlSeconds > 0 ? input.ttlSeconds : DEFAULT_TOAST_TTL_SECONDS;
      store.set((toasts) => [
        ...toasts,
        { id, message: input.message, tone: input.tone ?? 'info', ttlSeconds },
      ]);
      scheduleVisible();
      return id;
    },
    dismiss,
  };
}

export type ToastQueue = ReturnType<typeof createToastQueue>;

/** The app's one toast queue. */
export const toasts = createToastQueue();
