import { Typography } from '@mui/material';

/**
 * One line of text cut with "…" at `maxWidth`, the whole text in its tooltip (title): long
 * addresses and subjects must not widen a list past the screen.
 */
export const Ellipsis = ({
  text,
  maxWidth,
  color,
}: {
  text: string | null | undefined;
  maxWidth: number | string;
  color?: string;
}) =>
  text ? (
    <Typography
      variant="body2"
      component="span"
      title={text}
      color={color}
      sx={{
        display: 'block',
        maxWidth,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Typography>
  ) : null;
