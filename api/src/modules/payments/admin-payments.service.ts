import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { PAYMENT_KINDS, PAYMENT_LEDGER_METHODS, type Role } from 'src/contract/constants';
import { BookingConfirmations } from 'src/modules/bookings/booking-confirmations.service';
import type { RecordPaymentDto } from './dto/payment.dto';
import { toPaymentRow, type PaymentRow } from './ledger.service';
import { Payment } from './payment.entity';

export const PAYMENT_LIST: ListSpec = {
  resource: 'payments',
  sortable: {
    id: 'id',
    occurredAt: 'occurredAt',
    createdAt: 'createdAt',
    amountCents: 'amountCents',
    kind: 'kind',
    method: 'method',
  },
  filters: {
    bookingId: { kind: 'eq', type: 'uuid', column: 'booking' },
    kind: { kind: 'enum', values: PAYMENT_KINDS },
    method: { kind: 'enum', values: PAYMENT_LEDGER_METHODS },
    occurredFrom: { kind: 'gte', type: 'date', column: 'occurredAt' },
    occurredTo: { kind: 'lte', type: 'date', column: 'occurredAt' },
  },
  defaultSort: ['occurredAt', 'DESC'],
};

/** The ledger as staff see and extend it (admin resource `payments`). */
@Injectable()
export class AdminPaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingConfirmations,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListResult<PaymentRow>> {
    const r = await findList(this.em.fork(), Payment, query, PAYMENT_LIST);
    return { ...r, items: r.items.map(toPaymentRow) };
  }

  async get(id: string): Promise<PaymentRow> {
    const p = await this.em.fork().findOne(Payment, { id });
    if (!p) throw new AppException(HttpStatus.NOT_FOUND, 'payments.notFound');
    return toPaymentRow(p);
  }

  /**
   * Money taken at the desk or seen on the bank statement (a payment for a pending booking confirms
   * it: `BookingConfirmations.recordStaffPayment`); refunds only by admins.
   */
  async record(
    bookingId: string,
    dto: RecordPaymentDto,
    staff: { email: string; role: Role },
  ): Promise<{ payment: PaymentRow; created: boolean }> {
    const kind = dto.kind ?? 'payment';
    if (kind === 'refund' && staff.role !== 'admin')
      throw new AppException(HttpStatus.FORBIDDEN, 'auth.adminOnly');
    return this.em.fork().transactional((em) =>
      this.bookings.recordStaffPayment(em, {
        bookingId,
        kind,
        amountCents: dto.amountCents,
        method: dto.method,
        reference: dto.reference ?? null,
        staffEmail: staff.email,
        refuseAboveOpen: kind === 'payment' && !dto.acceptCredit,
      }),
    );
  }
}
