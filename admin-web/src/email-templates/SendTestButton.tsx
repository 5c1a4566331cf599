import { useMutation } from '@tanstack/react-query';
import SendIcon from '@mui/icons-material/Send';
import { Button, FormDataConsumer, useNotify, useRecordContext } from 'react-admin';
import {
  sendTestMail,
  type EmailTemplateRecord,
  type TemplateDraft,
} from '@/email-templates/templateApi';

/** Sends the editor's current texts, rendered with sample data, to the signed-in staff member. */
export const SendTestButton = () => (
  <FormDataConsumer<TemplateDraft>>
    {({ formData: { subject, html, text } }) => <SendTest draft={{ subject, html, text }} />}
  </FormDataConsumer>
);

const SendTest = ({ draft }: { draft: TemplateDraft }) => {
  const record = useRecordContext<EmailTemplateRecord>();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: () => sendTestMail(record!.id, draft),
    onSuccess: (message) => {
      const args = { email: message.recipient, error: message.error ?? '' };
      if (message.status === 'failed')
        notify('resources.email-templates.test.failed', { type: 'error', messageArgs: args });
      else if (message.status === 'caught')
        notify('resources.email-templates.test.caught', { type: 'info', messageArgs: args });
      else notify('resources.email-templates.test.sent', { type: 'success', messageArgs: args });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button
      label="resources.email-templates.test.send"
      onClick={() => mutate()}
      disabled={!record || isPending}
      variant="outlined"
    >
      <SendIcon />
    </Button>
  );
};
