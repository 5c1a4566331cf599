import { HttpStatus } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';

/** What an export or erasure is about: a guest's bookings and the seasonal contracts they hold. */
export interface GdprSubjects {
  bookingIds?: string[];
  contractIds?: string[];
}

/** A seasonal contract as the guest search lists it. */
export const contractOf = (r: Record<string, unknown>) => ({
  id: r.id as string,
  number: r.number as string,
  pitchCode: r.pitch_code as string,
  startDate: r.start_date as string,
  endDate: r.end_date as string,
  terminatedOn: (r.terminated_on as string | null) ?? null,
});

/**
 * A contract is erased only once nothing more will be written about its holder: its period is
 * over (`ends`, the first night no longer held, is today or earlier), no renewal offer waits for
 * an answer (accepting would copy the holder into next season's contract) and every instalment
 * is invoiced or dropped (an invoice must name the buyer and their address). Otherwise 409.
 */
export function assertErasable(
  c: { number: string; ends: string; renewal: string; open_instalments: boolean },
  today: string,
): void {
  if (c.ends > today)
    throw new AppException(HttpStatus.CONFLICT, 'gdpr.contractRunning', {
      number: c.number,
      until: c.ends,
    });
  if (c.renewal === 'offered')
    throw new AppException(HttpStatus.CONFLICT, 'gdpr.contractRenewalOpen', { number: c.number });
  if (c.open_instalments)
    throw new AppException(HttpStatus.CONFLICT, 'gdpr.contractInstalmentsOpen', {
      number: c.number,
    });
}
