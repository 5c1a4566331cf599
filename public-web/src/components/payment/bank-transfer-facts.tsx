import { env } from '@/config/env';
import { groupIban, isGirocodeAddress } from '@/lib/bank-transfer';

/** The labels each page keeps in its own catalogue, under the same names. */
export type BankTransferLabel =
  'accountHolder' | 'iban' | 'bic' | 'bank' | 'reference' | 'amount' | 'dueDate' | 'qr';

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
  label: (name: BankTransferLabel) => string;
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
  label,
  money,
  date,
  factsClass,
  qrClass,
}: BankTransferFactsProps) {
  const rows = (
    [
      [label('accountHolder'), transfer.accountHolder],
      [label('iban'), groupIban(transfer.iban)],
      [label('bic'), transfer.bic],
      [label('bank'), transfer.bankName],
      [label('reference'), transfer.reference],
      [label('amount'), money(transfer.amountCents)],
      [label('dueDate'), date(transfer.dueDate)],
    ] as [string, string | null | undefined][]
  ).filter((r): r is [string, string] => !!r[1]);
  // The API's address is relative to the API's origin (another one in front-end development).
  const src = transfer.qr.startsWith('/') ? `${env.API_URL}${transfer.qr}` : transfer.qr;
  return (
    <>
      <dl className={factsClass}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {isGirocodeAddress(transfer.qr) && (
        <figure className={qrClass}>
          <img src={src} alt={label('qr')} width={180} height={180} />
          <figcaption className="muted" aria-hidden="true">
            {label('qr')}
          </figcaption>
        </figure>
      )}
    </>
  );
}
