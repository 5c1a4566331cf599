import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          {translate('app.dashboard.welcome')}
        </Typography>
        {identity?.fullName && (
          <Typography color="text.secondary" gutterBottom>
            {identity.fullName}
          </Typography>
        )}
        <Typography>{translate('app.dashboard.intro')}</Typography>
      </CardContent>
    </Card>
  );
};
