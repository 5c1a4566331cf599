import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceDefinitions } from 'react-admin';
import type { AccessCodeRecord } from '@/access-codes/accessCodeApi';

/** The booking number, linked to the booking's page once the bookings resource has one. */
export const BookingLink = (_props: { label?: string }) => {
  const record = useRecordContext<AccessCodeRecord>();
  const bookings = useResourceDefinitions().bookings;
  const createPath = useCreatePath();
  if (!record) return null;
  const type = bookings?.hasShow ? 'show' : bookings?.hasEdit ? 'edit' : null;
  if (!type) return <span>{record.bookingNumber}</span>;
  return (
    <Link
      component={RouterLink}
      to={createPath({ resource: 'bookings', id: record.bookingId, type })}
      underline="hover"
      onClick={(event) => event.stopPropagation()}
    >
      {record.bookingNumber}
    </Link>
  );
};
