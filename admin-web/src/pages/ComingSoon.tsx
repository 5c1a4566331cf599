import { Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';

/** Stands in for every admin page not built yet, so the menu never leads nowhere (SPEC §2.8). */
export const ComingSoon = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <ConstructionIcon color="action" fontSize="large" />
        <div>
          <Typography variant="h6" component="h2">
            {translate('app.coming_soon.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.coming_soon.text')}</Typography>
        </div>
      </CardContent>
    </Card>
  );
};
