import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

/** Runs a console action, then refreshes the page or says what went wrong. */
export const useAction = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (
    call: () => Promise<unknown>,
    done: string,
    args: Record<string, string> | ((result: unknown) => Record<string, string>) = {},
  ) => {
    setBusy(true);
    try {
      const result = await call();
      notify(done, {
        type: 'success',
        messageArgs: typeof args === 'function' ? args(result) : args,
      });
      refresh();
    } catch (e) {
      const message = (e as { message?: string })?.message || 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
