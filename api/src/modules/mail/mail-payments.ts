import { Injectable } from '@nestjs/common';
import type { MailBankTransfer } from './payment-render';

export type { MailBankTransfer };

/** What a bank-transfer booking still asks for (null: paid, another method, or over). */
export type BankTransferResolver = (bookingId: string) => Promise<MailBankTransfer | null>;

/**
 * How a booking's guest pays, for the mails that tell them (verification, confirmation, invoice).
 * The payments module registers its resolver when it starts (it imports the mail module, so the
 * mail module never imports it back); a process that sends such a mail without it fails the job
 * (BullMQ retries it, and it shows) instead of mailing a bank-transfer guest no account.
 */
@Injectable()
export class MailPayments {
  private resolver?: BankTransferResolver;

  register(resolver: BankTransferResolver): void {
    this.resolver = resolver;
  }

  async bankTransfer(bookingId: string): Promise<MailBankTransfer | null> {
    if (!this.resolver) throw new Error('No bank transfer resolver registered for mails');
    return this.resolver(bookingId);
  }
}
