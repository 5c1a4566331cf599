import { useState } from 'react';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Confirm, useNotify, useRecordContext } from 'react-admin';
import type { StaffUser } from '@/api-types';
import { api, ok } from '@/providers/api';

type UserRecord = Pick<StaffUser, 'id' | 'email'>;

/** POST /api/admin/users/:id/unlock: the API forgets the account's wrong passwords and waits from every address. */
export const unlockUser = (id: string) =>
  ok(api.POST('/api/admin/users/{id}/unlock', { params: { path: { id } } }));

/**
 * Lifts the sign-in throttle of an account, e.g. after its owner mistyped too often or someone
 * guessed at it. Asks first; the API records the unlock in the sign-in audit log.
 */
export const UnlockButton = () => {
  const record = useRecordContext<UserRecord>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const confirm = async () => {
    setBusy(true);
    try {
      await unlockUser(record.id);
      setOpen(false);
      notify('resources.users.unlock.done', {
        type: 'success',
        messageArgs: { email: record.email },
      });
    } catch (error) {
      // The API's message is already in the panel's language: shown as it is, not looked up.
      const message = error instanceof Error ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label="resources.users.unlock.action" onClick={() => setOpen(true)}>
        <LockOpenIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.users.unlock.title"
        titleTranslateOptions={{ email: record.email }}
        content="resources.users.unlock.text"
        confirm="resources.users.unlock.confirm"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
