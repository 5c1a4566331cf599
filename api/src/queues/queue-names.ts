/** Every BullMQ queue of the system; producers and processors refer to these names only. */
export enum Queue {
  Maintenance = 'maintenance',
  Bookings = 'bookings',
  Mail = 'mail',
  AccessCodes = 'access-codes',
  Weather = 'weather',
}
