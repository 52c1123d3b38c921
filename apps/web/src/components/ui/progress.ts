import { createStore } from '../../lib/create-store.ts';

/** Spec section 4: starts at 0, grows by 0.05 every 250 ms, and finishes above 1. */
export const PROGRESS_STEP = 0.05;
export const PROGRESS_INTERVAL_MS = 250;
export const PROGRESS_FINISHED_VALUE = 1.05;
/** Never reach the end on time alone: only real completion fills the bar. */
export const PROGRESS_CEILING = 0.95;
const HIDE_AFTER_FINISH_MS = 300;

export type ProgressState = { isVisible: boolean; value: number };

/**
 * The top progress bar: counts the work under way (navigations, API calls) and runs while any
 * remains.
 */
export function createProgress() {
  const store = createStore<ProgressState>({ isVisible: false, value: 0 });
  let pending = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hider: ReturnType<typeof setTimeout> | undefined;

  const begin = () => {
    if (hider) clearTimeout(hider);
    hider = undefined;
    store.set({ isVisible: true, value: 0 });
    ticker = setInterval(() => {
      store.set((state) => ({ ...state, value: Math.min(PROGRESS_CEILING, state.value + PROGRESS_STEP) }));
    }, PROGRESS_INTERVAL_MS);
  };

  const finish = () => {
    if (ticker) clearInterval(ticker);
    ticker = undefined;
    store.set({ isVisible: true, value: PROGRESS_FINISHED_VALUE });
    hider = setTimeout(() => store.set({ isVisible: false, value: 0 }), HIDE_AFTER_FINISH_MS);
  };

  return {
    store,
    start: () => {
      pending += 1;
      if (pending === 1) begin();
    },
    done: () => {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) finish();
    },
    /** For callers that know the absolute count (the HTTP client). */
    track: (() => {
      let tracked = 0;
      return (count: number) => {
        while (tracked < count) {
          tracked += 1;
          pending += 1;
          if (pending === 1) begin();
        }
        while (tracked > count) {
          tracked -= 1;
          pending -= 1;
          if (pending === 0) finish();
        }
      };
    })(),
  };
}

/** The app's one progress bar. */
export const progress = createProgress();
