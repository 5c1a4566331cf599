import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { PdfDocument } from './invoice-records';

/** A PDF answer: its type, its file name (ASCII and RFC 5987 form) and the bytes. */
export function pdfFile(res: Response, doc: PdfDocument): StreamableFile {
  const ascii = doc.filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.filename)}`,
  );
  res.setHeader('Content-Length', String(doc.content.length));
  return new StreamableFile(doc.content);
}
