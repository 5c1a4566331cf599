import { LANGUAGES, TEMPLATE_KEYS } from '@contract/constants';
import type { EmailTemplate, LoggedMessage, RenderedPreview } from '@/api-types';
import { API_URL, httpClient } from '@/providers/http';

export { TEMPLATE_KEYS };
export type { LoggedMessage, MailVariable, RenderedPreview } from '@/api-types';

/** A template as GET /api/admin/email-templates/:id answers it. */
export type EmailTemplateRecord = EmailTemplate;

export interface TemplateDraft {
  subject?: string;
  html?: string;
  text?: string;
}

export const keyChoices = TEMPLATE_KEYS.map((id) => ({
  id,
  name: `resources.email-templates.keys.${id}`,
}));

export const languageChoices = LANGUAGES.map((id) => ({
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
