import { useState, type MouseEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import BlockIcon from '@mui/icons-material/Block';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { IconButton, Tooltip } from '@mui/material';
import {
  Button,
  Confirm,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { regenerateCode, revokeCode, type AccessCodeRecord } from '@/access-codes/accessCodeApi';

// A click inside the button or its dialog (a portal, but still a React child) must not reach the
// table row, which would open the code.
const stop = (event: MouseEvent) => event.stopPropagation();

interface ConfirmedActionProps {
  label: string;
  icon: ReactNode;
  color: 'error' | 'primary';
  title: string;
  content: string;
  args: Record<string, string>;
  run: () => Promise<AccessCodeRecord>;
  done: (result: AccessCodeRecord) => void;
  /** An icon with a tooltip instead of a labelled button (table rows). */
  compact?: boolean;
}

const ConfirmedAction = ({
  label,
  icon,
  color,
  title,
  content,
  args,
  run,
  done,
  compact = false,
}: ConfirmedActionProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: run,
    onSuccess: done,
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  return (
    <span onClick={stop}>
      {compact ? (
        <Tooltip title={translate(label)}>
          <IconButton
            aria-label={translate(label)}
            color={color}
            disabled={isPending}
            onClick={() => setOpen(true)}
            size="small"
          >
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button label={label} color={color} disabled={isPending} onClick={() => setOpen(true)}>
          {icon}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={title}
        content={content}
        translateOptions={args}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};

/** Revokes a live code after confirmation; the list or page refreshes. */
const RevokeButton = ({ compact = false }: { compact?: boolean }) => {
  const record = useRecordContext<AccessCodeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || record.status !== 'active') return null;
  return (
    <ConfirmedAction
      compact={compact}
      label="resources.access-codes.actions.revoke"
      icon={<BlockIcon />}
      color="error"
      title="resources.access-codes.confirm.revoke_title"
      content="resources.access-codes.confirm.revoke_content"
      args={{ code: record.code }}
      run={() => revokeCode(record.id)}
      done={(revoked) => {
        notify('resources.access-codes.notify.revoked', {
          type: 'success',
          messageArgs: { code: revoked.code },
        });
        refresh();
      }}
    />
  );
};

/**
 * Replaces a live code with a new one (lost or shared code). On a code's own page it then opens the
 * new code; in the list the rows refresh.
 */
const RegenerateButton = ({
  openNew = false,
  compact = false,
}: {
  openNew?: boolean;
  compact?: boolean;
}) => {
  const record = useRecordContext<AccessCodeRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  if (!record || record.status !== 'active') return null;
  return (
    <ConfirmedAction
      compact={compact}
      label="resources.access-codes.actions.regenerate"
      icon={<AutorenewIcon />}
      color="primary"
      title="resources.access-codes.confirm.regenerate_title"
      content="resources.access-codes.confirm.regenerate_content"
      args={{ code: record.code, booking: record.bookingNumber }}
      run={() => regenerateCode(record.id)}
      done={(fresh) => {
        notify('resources.access-codes.notify.regenerated', {
          type: 'success',
          messageArgs: { code: fresh.code },
        });
        if (openNew) redirect('show', 'access-codes', fresh.id);
        refresh();
      }}
    />
  );
};

export const CodeActions = ({
  openNew = false,
  compact = false,
}: {
  openNew?: boolean;
  compact?: boolean;
}) => (
  <>
    <RegenerateButton openNew={openNew} compact={compact} />
    <RevokeButton compact={compact} />
  </>
);
