/** SPEC §8: an answer that will not change on retry (401, 403, 404) is not asked again. */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (['401', '403', '404'].some((status) => error.message.includes(status))) return false;
  return failureCount < 2;
}
