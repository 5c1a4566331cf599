import { Notification as RaNotification } from 'react-admin';

// docs/product.md §2.10: toasts stay 5 s by default.
export const Notification = () => <RaNotification autoHideDuration={5000} />;
