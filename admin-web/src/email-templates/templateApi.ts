import type { RaRecord } from 'react-admin';
import { API_URL, httpClient } from '@/providers/http';

export const TEMPLATE_KEYS = [
  'booking_confirmation',
  'booking_verification',
  'payment_received',
  'access_code',
  'invoice',
  'cancellation',
  'pre_arrival',
  'hold_expired',
] as const;

export interface MailVariable {
  name: string;
  group: 'booking' | 'company' | 'extra';
  description: { de: string; en: string };
}

/** A template as GET /api/admin/email-templates/:id answers it. */
export interface EmailTemplateRecord extends RaRecord<string> {
  key: (typeof TEMPLATE_KEYS)[number];
  language: 'de' | 'en';
  subject: string;
  html: string;
  text: string;
  updatedAt: string;
  updatedBy: string | null;
  variables: MailVariable[];
}

export interface TemplateDraft {
  subject?: string;
  html?: string;
  text?: string;
}

export interface RenderedPreview {
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string }[];
}

export interface LoggedMessage {
  id: string;
  recipient: string;
  status: 'queued' | 'sending' | 'sent' | 'caught' | 'failed';
  error: string | null;
}

export const keyChoices = TEMPLATE_KEYS.map((id) => ({
  id,
  name: `resources.email-templates.keys.${id}`,
}));

export const languageChoices = (['de', 'en'] as const).map((id) => ({
  id,
  name: `resources.email-templates.languages.${id}`,
}));

// Empty fields are left out: the API then uses the stored text (it refuses empty strings).
const draftBody = ({ subject, html, text }: TemplateDraft) =>
  JSON.stringify({
    ...(subject ? { subject } : {}),
    ...(html ? { html } : {}),
    ...(text ? { text } : {}),
  });

const base = (id: string) => `${API_URL}/admin/email-templates/${encodeURIComponent(id)}`;

/** Renders the template with the unsaved edits and sample data; nothing is sent. */
export async function previewTemplate(
  id: string,
  draft: TemplateDraft,
  signal?: AbortSignal,
): Promise<RenderedPreview> {
  const { json } = await httpClient(`${base(id)}/preview`, {
    method: 'POST',
    body: draftBody(draft),
    signal,
  });
  return json as RenderedPreview;
}

/** Sends the rendered draft to the signed-in staff member; answers the logged message. */
export async function sendTestMail(id: string, draft: TemplateDraft): Promise<LoggedMessage> {
  const { json } = await httpClient(`${base(id)}/test`, { method: 'POST', body: draftBody(draft) });
  return json as LoggedMessage;
}
