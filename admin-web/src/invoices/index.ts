import ReceiptIcon from '@mui/icons-material/Receipt';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { lazyPage } from '@/pages/lazyPage';

export const invoices = {
  list: lazyPage(() => import('@/invoices/InvoiceList').then((m) => m.Invoices), 1),
  icon: ReceiptIcon,
  recordRepresentation: 'number',
};

export const stornoInvoices = {
  list: lazyPage(() => import('@/invoices/InvoiceList').then((m) => m.StornoInvoices), 1),
  icon: MoneyOffIcon,
  recordRepresentation: 'number',
};
