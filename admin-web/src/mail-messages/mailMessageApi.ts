import type { RaRecord } from 'react-admin';

export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'caught', 'failed'] as const;
export const MESSAGE_KINDS = ['automatic', 'staff', 'test'] as const;

/** One logged mail as GET /api/admin/messages(/:id) answers it; bodies only on the single one. */
export interface MessageRecord extends RaRecord<string> {
  kind: (typeof MESSAGE_KINDS)[number];
  template: string | null;
  language: 'de' | 'en';
  recipient: string;
  subject: string;
  status: (typeof MESSAGE_STATUSES)[number];
  error: string | null;
  attempts: number;
  bookingId: string | null;
  createdAt: string;
  sentAt: string | null;
  createdBy: string | null;
  html?: string;
  text?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

export const statusChoices = MESSAGE_STATUSES.map((id) => ({
  id,
  name: `resources.messages.status.${id}`,
}));

export const kindChoices = MESSAGE_KINDS.map((id) => ({
  id,
  name: `resources.messages.kinds.${id}`,
}));
