import { Card, CardHeader } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';

/** Stands in for every admin page not built yet, so the menu never leads nowhere (SPEC §2.8). */
export const ComingSoon = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardHeader
        avatar={<ConstructionIcon color="action" fontSize="large" />}
        title={translate('app.coming_soon.title')}
        subheader={translate('app.coming_soon.text')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
    </Card>
  );
};
