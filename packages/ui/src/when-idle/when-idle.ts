/**
 * Runs `run` once the browser is idle (at the latest after 2 s of work); where there is no idle
 * callback (Safari), after `fallbackMs`. Answers how to cancel it.
 */
export function whenIdle(run: () => void, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const cancel = cancelIdleCallback;
    const id = requestIdleCallback(run, { timeout: 2_000 });
    return () => cancel(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
