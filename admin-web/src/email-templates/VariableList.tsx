import { Box, ButtonBase, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { mailVariableDtoGroupValues } from '@contract/enums';
import type { EmailTemplateRecord } from '@/email-templates/templateApi';

const GROUPS = mailVariableDtoGroupValues;

/** The documented `{{variables}}` (the API's own list), grouped; a click copies one. */
export const VariableList = () => {
  const record = useRecordContext<EmailTemplateRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  if (!record) return null;
  const lang = locale === 'en' ? 'en' : 'de';

  const copy = (name: string) => {
    const text = `{{${name}}}`;
    navigator.clipboard
      ?.writeText(text)
      .then(() =>
        notify('resources.email-templates.variables.copied', {
          type: 'info',
          messageArgs: { name: text },
        }),
      )
      .catch(() => undefined);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="mail-variables-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="mail-variables-title">
          {translate('resources.email-templates.variables.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('resources.email-templates.variables.intro')}
        </Typography>
        {GROUPS.map((group) => (
          <Box key={group} sx={{ mt: 1.5 }}>
            <Typography variant="subtitle2" component="h3">
              {translate(`resources.email-templates.variables.groups.${group}`)}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              {record.variables
                .filter((v) => v.group === group)
                .map((v) => (
                  <Box
                    key={v.name}
                    sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}
                  >
                    <Box component="dt">
                      <ButtonBase
                        onClick={() => copy(v.name)}
                        sx={{
                          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                          fontSize: 13,
                          px: 0.5,
                          borderRadius: 0.5,
                          bgcolor: 'action.hover',
                        }}
                      >
                        {`{{${v.name}}}`}
                      </ButtonBase>
                    </Box>
                    <Box component="dd" sx={{ m: 0, fontSize: 13, color: 'text.secondary' }}>
                      {v.description[lang]}
                    </Box>
                  </Box>
                ))}
            </Box>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};
