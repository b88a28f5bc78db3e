/**
 * Waits for a condition, not a time: calls `probe` until it answers something other than
 * `undefined` or `false`, and returns that. Fails naming `what` (and the last answer) after
 * `timeoutMs`, a bound for a stuck test only: a passing run never waits for it.
 */
export async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
