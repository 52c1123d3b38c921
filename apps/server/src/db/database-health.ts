/**
 * Whether the database currently answers. A connection failure seen anywhere (a request, a dropped
 * connection) marks it unreachable; from then on a probe runs every second until one succeeds. `/api/status`
 * reads the flag without a query of its own, so it stays fast under load.
 */
export type DatabaseHealth = {
  isReachable: () => boolean;
  /** A connection failure was seen: start probing (once, however many requests report it). */
  reportFailure: (error: unknown) => void;
  /** Stops probing (at close). */
  stop: () => void;
};

const PROBE_INTERVAL_MS = 1000;

export function createDatabaseHealth(
  probe: () => Promise<void>,
  onChange: (isReachable: boolean, error?: unknown) => void,
): DatabaseHealth {
  let isReachable = true;
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;

  const scheduleProbe = () => {
    if (isStopped || timer) return;
    timer = setTimeout(async () => {
      try {
        await probe();
        timer = undefined;
        if (isStopped) return;
        isReachable = true;
        onChange(true);
      } catch {
        timer = undefined;
        scheduleProbe();
      }
    }, PROBE_INTERVAL_MS);
    // Probing alone never keeps the process alive.
    timer.unref();
  };

  return {
    isReachable: () => isReachable,
    reportFailure: (error) => {
      if (isStopped) return;
      if (isReachable) {
        isReachable = false;
        onChange(false, error);
      }
      scheduleProbe();
    },
    stop: () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
