import { messageResponseDtoKindValues, messageResponseDtoStatusValues } from '@contract/enums';
import type { LoggedMessage } from '../api-types';

/** A logged mail's states and kinds, as the contract lists them. */
export const MESSAGE_STATUSES = messageResponseDtoStatusValues;
export const MESSAGE_KINDS = messageResponseDtoKindValues;

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
