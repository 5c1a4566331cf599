import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';

/**
 * The booking's token is checked before the body: guards run before the validation pipe, so a
 * stranger without the link gets the route's 404/403 at the cost of one lookup, whatever the body
 * holds, and never has a body validated.
 */
@Injectable()
export class RegistrationTokenGuard implements CanActivate {
  constructor(private readonly bookings: BookingRecords) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const token: unknown = req.query.token;
    await this.bookings.forGuest(
      String(req.params.id),
      typeof token === 'string' ? token : undefined,
    );
    return true;
  }
}
