import { API_URL } from '@/providers/http';

export type InvoiceResource = 'invoices' | 'storno-invoices';

/** Where the API serves a document's PDF (staff session, answered as a download). */
export const pdfUrl = (resource: InvoiceResource, id: string) =>
  `${API_URL}/admin/${resource}/${id}/pdf`;
