import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  Loading,
  useDelete,
  useGetList,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { StaffSession } from '@/api-types';
import { formatDateTime, shortAgent } from '@/pages/security/format';
import { ownSessionsQuery, revokeOwnSession } from '@/pages/security/securityApi';

interface TableProps {
  sessions: StaffSession[];
  showUser: boolean;
  onRevoke: (session: StaffSession) => void;
  testId: string;
}

const SessionTable = ({ sessions, showUser, onRevoke, testId }: TableProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (sessions.length === 0)
    return (
      <Typography color="text.secondary">
        {translate('resources.security.sessions.none')}
      </Typography>
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {showUser && <TableCell>{translate('resources.security.sessions.user')}</TableCell>}
            <TableCell>{translate('resources.security.sessions.browser')}</TableCell>
            <TableCell>{translate('resources.security.sessions.address')}</TableCell>
            <TableCell>{translate('resources.security.sessions.created')}</TableCell>
            <TableCell>{translate('resources.security.sessions.last_seen')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.id}>
              {showUser && <TableCell>{s.email}</TableCell>}
              <TableCell>{shortAgent(s.userAgent)}</TableCell>
              <TableCell>{s.ip ?? '–'}</TableCell>
              <TableCell>{formatDateTime(s.createdAt, locale)}</TableCell>
              <TableCell>{formatDateTime(s.lastSeenAt, locale)}</TableCell>
              <TableCell align="right">
                {s.current ? (
                  <Chip
                    size="small"
                    color="primary"
                    label={translate('resources.security.sessions.current')}
                  />
                ) : (
                  <Button size="small" color="error" onClick={() => onRevoke(s)}>
                    {translate('resources.security.sessions.revoke')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const LoadError = ({ retry }: { retry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {translate('resources.security.retry')}
        </Button>
      }
    >
      {translate('resources.security.load_error')}
    </Alert>
  );
};

/** The signed-in member's own open sessions, with "end" for the others. */
export const OwnSessionsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<StaffSession | null>(null);
  const { data, isPending, isError, refetch } = useQuery(ownSessionsQuery);
  const revoke = useMutation({
    mutationFn: (s: StaffSession) => revokeOwnSession(s.id),
    onSuccess: () => {
      notify('resources.security.sessions.revoked', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ownSessionsQuery.queryKey });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setPending(null),
  });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.security.sessions.own_title')}
        </Typography>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <LoadError retry={() => void refetch()} />
        ) : (
          <SessionTable
            sessions={data}
            showUser={false}
            onRevoke={setPending}
            testId="own-sessions"
          />
        )}
        <Confirm
          isOpen={pending !== null}
          title="resources.security.sessions.confirm_title"
          content="resources.security.sessions.confirm_text"
          loading={revoke.isPending}
          onConfirm={() => pending && revoke.mutate(pending)}
          onClose={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );
};

/** Everyone's open sessions (administrators), with "end". */
export const AllSessionsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState<StaffSession | null>(null);
  const { data, isPending, isError, refetch } = useGetList<StaffSession>('sessions', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'lastSeenAt', order: 'DESC' },
    filter: { active: true },
  });
  const [remove, { isPending: removing }] = useDelete<StaffSession>();
  const confirm = () => {
    if (!pending) return;
    void remove(
      'sessions',
      { id: pending.id, previousData: pending },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.security.sessions.revoked', { type: 'success' });
          void refetch();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('resources.security.sessions.all_title')}
          </Typography>
        </Stack>
        {isPending ? (
          <Loading />
        ) : isError ? (
          <LoadError retry={() => void refetch()} />
        ) : (
          <SessionTable
            sessions={data ?? []}
            showUser
            onRevoke={setPending}
            testId="all-sessions"
          />
        )}
        <Confirm
          isOpen={pending !== null}
          title="resources.security.sessions.confirm_title"
          content="resources.security.sessions.confirm_text"
          loading={removing}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      </CardContent>
    </Card>
  );
};
