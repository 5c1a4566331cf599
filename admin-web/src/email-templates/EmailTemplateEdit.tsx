import { Alert, Box } from '@mui/material';
import {
  Edit,
  ListButton,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  required,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SendTestButton } from '@/email-templates/SendTestButton';
import { TemplatePreview } from '@/email-templates/TemplatePreview';
import type { EmailTemplateRecord, TemplateDraft } from '@/email-templates/templateApi';
import { VariableList } from '@/email-templates/VariableList';
import { UnsavedChangesGuard } from '@/layout/UnsavedChangesGuard';

const monospace = {
  '& textarea': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: 13,
  },
};

const Title = () => {
  const record = useRecordContext<EmailTemplateRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {translate('resources.email-templates.edit.title', {
        name: translate(`resources.email-templates.keys.${record.key}`),
        language: record.language.toUpperCase(),
      })}
    </>
  );
};

/** Only administrators may save (the API answers 403 otherwise); everyone may preview and test. */
const EditorToolbar = ({ canSave }: { canSave: boolean }) => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    {canSave && <SaveButton />}
    <SendTestButton />
  </Toolbar>
);

// The API takes the texts only; key and language of a template never change.
const toDraft = ({ subject, html, text }: TemplateDraft) => ({ subject, html, text });

export const EmailTemplateEdit = () => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  // Read-only only once the role is known to be staff; the API refuses their saves anyway.
  const canSave = permissions !== 'staff';
  return (
    <Edit
      title={<Title />}
      mutationMode="pessimistic"
      transform={toDraft}
      redirect={false}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleForm
        noValidate
        toolbar={<EditorToolbar canSave={canSave} />}
        sx={{ maxWidth: 'none' }}
      >
        {!canSave && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.email-templates.edit.read_only')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            width: '100%',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <TextInput
              source="subject"
              validate={[required(), maxLength(300)]}
              readOnly={!canSave}
            />
            <TextInput
              source="html"
              multiline
              minRows={14}
              maxRows={30}
              validate={required()}
              helperText="resources.email-templates.edit.html_help"
              readOnly={!canSave}
              sx={monospace}
            />
            <TextInput
              source="text"
              multiline
              minRows={8}
              maxRows={24}
              validate={required()}
              helperText="resources.email-templates.edit.text_help"
              readOnly={!canSave}
              sx={monospace}
            />
          </Box>
          <Box sx={{ minWidth: 0, display: 'grid', gap: 2 }}>
            <TemplatePreview />
            <VariableList />
          </Box>
        </Box>
        <UnsavedChangesGuard />
      </SimpleForm>
    </Edit>
  );
};
