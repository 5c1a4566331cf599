import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled group of inputs in the resource forms (title is a catalogue key). */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', maxWidth: 760, mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1.5 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

/** Two inputs side by side on wide screens, one below the other on phones. */
export const FormRow = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      columnGap: 2,
      '& > *': { minWidth: 0 },
    }}
  >
    {children}
  </Box>
);
