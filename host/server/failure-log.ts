// Failures logged in proportion: during an outage every page fails the same way, and a stack trace per page
// (5,215 lines in 9 s with the api down) buries everything else. The first failure of a kind is logged whole,
// with its stack; the others of its interval are only counted, and summed up in one line when it ends.

export interface FailureLogOptions {
  /** How long one kind's failures are summed up before the next summary line. */
  intervalMs?: number;
  write?: (...args: unknown[]) => void;
  /** Runs `task` once `ms` have passed (tests run it when they choose). */
  schedule?: (task: () => void, ms: number) => void;
}

export interface FailureLog {
  /** One failure of `kind` (`[SSR_FALLBACK]`, the label of its summary line), with what console.error would get. */
  report(kind: string, ...args: unknown[]): void;
}

/** A timer that does not keep the process (or render thread) alive for a summary line. */
const unrefTimer = (task: () => void, ms: number) => void setTimeout(task, ms).unref();

export function createFailureLog({ intervalMs = 10_000, write = console.error.bind(console), schedule = unrefTimer }: FailureLogOptions = {}): FailureLog {
  /** Kinds within an interval → how many of their failures were not written. */
  const unwritten = new Map<string, number>();

  function endInterval(kind: string) {
    const count = unwritten.get(kind) ?? 0;
    if (count === 0) return void unwritten.delete(kind);
    write(`${kind} ×${String(count)} more in the last ${String(intervalMs / 1000)} s`);
    // Still failing: the next interval is summed up too, and a kind that recovered is logged whole again.
    unwritten.set(kind, 0);
    schedule(() => endInterval(kind), intervalMs);
  }

  return {
    report(kind, ...args) {
      const count = unwritten.get(kind);
      if (count !== undefined) return void unwritten.set(kind, count + 1);
      write(...args);
      unwritten.set(kind, 0);
      schedule(() => endInterval(kind), intervalMs);
    },
  };
}

const CODE = /^\[[A-Z][A-Z0-9_]*\]/;

/** A console.error line's kind: its leading `[CODE]` (what follows may name the page), else «its message». */
export function kindOf(args: readonly unknown[]): string {
  const first = args[0] instanceof Error ? args[0].message : String(args[0]);
  return CODE.exec(first)?.[0] ?? `«${first.slice(0, 200)}»`;
}

/**
 * console.error through a failure log: the server render runs the shell's and the remotes' code, which report
 * failures with it (a portal's channels that cannot be loaded, a remote module missing), once per page.
 */
export function limitConsoleErrors(log: FailureLog = createFailureLog()): void {
  console.error = (...args: unknown[]) => log.report(kindOf(args), ...args);
}
