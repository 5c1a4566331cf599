import { env } from '@/config/env';
import { groupIban, isGirocodeAddress } from '@/lib/bank-transfer';

export interface BankTransferFactsLabels {
  accountHolder: string;
  iban: string;
  bic: string;
  bank: string;
  reference: string;
  amount: string;
  dueDate: string;
  qr: string;
}

export interface BankTransferFactsProps {
  transfer: {
    accountHolder: string;
    iban: string;
    bic?: string | null;
    bankName?: string | null;
    reference: string;
    amountCents: number;
    dueDate: string;
    qr: string;
  };
  /** The page's own labels and its way of writing money and dates. */
  labels: BankTransferFactsLabels;
  money: (cents: number) => string;
  date: (isoDate: string) => string;
  /** The page's classes for the list and the GiroCode's figure (each page styles its own). */
  factsClass: string;
  qrClass: string;
}

/**
 * What a guest needs for a bank transfer, the same on the checkout's success page and on the
 * booking page: holder, IBAN in groups of four, BIC, bank, reference, amount, due date, and the
 * GiroCode a banking app reads (the API's image of this booking, for the amount still open).
 */
export function BankTransferFacts({
  transfer,
  labels,
  money,
  date,
  factsClass,
  qrClass,
}: BankTransferFactsProps) {
  const rows = (
    [
      [labels.accountHolder, transfer.accountHolder],
      [labels.iban, groupIban(transfer.iban)],
      [labels.bic, transfer.bic],
      [labels.bank, transfer.bankName],
      [labels.reference, transfer.reference],
      [labels.amount, money(transfer.amountCents)],
      [labels.dueDate, date(transfer.dueDate)],
    ] as [string, string | null | undefined][]
  ).filter((r): r is [string, string] => !!r[1]);
  // The API's address is relative to the API's origin (another one in front-end development).
  const src = transfer.qr.startsWith('/') ? `${env.API_URL}${transfer.qr}` : transfer.qr;
  return (
    <>
      <dl className={factsClass}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {isGirocodeAddress(transfer.qr) && (
        <figure className={qrClass}>
          <img src={src} alt={labels.qr} width={180} height={180} />
          <figcaption className="muted" aria-hidden="true">
            {labels.qr}
          </figcaption>
        </figure>
      )}
    </>
  );
}
