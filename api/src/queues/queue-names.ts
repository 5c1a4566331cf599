/** Every BullMQ queue of the system; producers and processors refer to these names only. */
export enum Queue {
  Maintenance = 'maintenance',
  Bookings = 'bookings',
  Mail = 'mail',
  AccessCodes = 'access-codes',
  Weather = 'weather',
  Invoices = 'invoices',
  /** One-off notices about bookings: overdue bank transfers, pre-arrival mails, expired paid holds. */
  Reminders = 'reminders',
  /** The alert rules' scan. */
  Alerts = 'alerts',
  /** The GDPR retention job. */
  Retention = 'retention',
  /** The waitlist: freed pitches, the next guest in line, expiry. */
  Waitlist = 'waitlist',
  /** The "please register" mails (guest registration, Meldeschein). */
  Registrations = 'registrations',
  /** The import of external iCal feeds (booking platforms' calendars). */
  Ical = 'ical',
  /** The reconciler: work the database says is owed and no live job will do, queued again. */
  Reconcile = 'reconcile',
  /** Seasonal pitch contracts: instalment invoices and renewal offers when due. */
  Seasonal = 'seasonal',
}

/** A deterministic BullMQ job id from its parts (BullMQ refuses ':' in custom ids, so parts are joined with '.'). */
export const jobKey = (...parts: string[]): string => parts.join('.');
