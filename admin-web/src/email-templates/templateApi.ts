import { LANGUAGES, TEMPLATE_KEYS } from '@contract/constants';
import type { EmailTemplate, LoggedMessage, RenderedPreview } from '@/api-types';
import { api, ok } from '@/providers/api';

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
const draftBody = ({ subject, html, text }: TemplateDraft) => ({
  ...(subject ? { subject } : {}),
  ...(html ? { html } : {}),
  ...(text ? { text } : {}),
});

const byId = (id: string) => ({ path: { id } });

/** Renders the template with the unsaved edits and sample data; nothing is sent. */
export async function previewTemplate(
  id: string,
  draft: TemplateDraft,
  signal?: AbortSignal,
): Promise<RenderedPreview> {
  return ok(
    api.POST('/api/admin/email-templates/{id}/preview', {
      params: byId(id),
      body: draftBody(draft),
      signal,
    }),
  );
}

/** Sends the rendered draft to the signed-in staff member; answers the logged message. */
export async function sendTestMail(id: string, draft: TemplateDraft): Promise<LoggedMessage> {
  return ok(
    api.POST('/api/admin/email-templates/{id}/test', { params: byId(id), body: draftBody(draft) }),
  );
}
