import type { LoggedMessage } from '../api-types';

export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'caught',
  'failed',
] as const satisfies readonly LoggedMessage['status'][];
export const MESSAGE_KINDS = [
  'automatic',
  'staff',
  'test',
] as const satisfies readonly LoggedMessage['kind'][];

/** One logged mail as GET /api/admin/messages(/:id) answers it; bodies only on the single one. */
export type MessageRecord = LoggedMessage;

export const statusChoices = MESSAGE_STATUSES.map((id) => ({
  id,
  name: `resources.messages.status.${id}`,
}));

export const kindChoices = MESSAGE_KINDS.map((id) => ({
  id,
  name: `resources.messages.kinds.${id}`,
}));
