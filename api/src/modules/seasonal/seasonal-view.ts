import type { ContractReading } from 'src/modules/electricity/contract-meter-readings.service';
import type {
  SeasonalContractDto,
  SeasonalInstalmentDto,
  SeasonalReadingDto,
} from './dto/seasonal.dto';
import type { SeasonalContract, SeasonalInstalment } from './seasonal-contract.entity';

const instalmentState = (i: SeasonalInstalment): SeasonalInstalmentDto['state'] =>
  i.cancelledAt
    ? 'cancelled'
    : !i.invoice
      ? 'open'
      : i.reversedAt
        ? 'reversed'
        : i.paidOn
          ? 'paid'
          : 'issued';

/** An instalment's storno invoice (the invoices module's), when it was reversed. */
export interface InstalmentStorno {
  id: string;
  number: string;
  totalCents: number;
}

export const toInstalmentDto = (
  i: SeasonalInstalment,
  storno: InstalmentStorno | null = null,
): SeasonalInstalmentDto => ({
  id: i.id,
  kind: i.kind,
  sequence: i.sequence,
  dueDate: i.dueDate,
  amountCents: i.amountCents,
  state: instalmentState(i),
  invoiceId: i.invoice?.id ?? null,
  invoiceNumber: i.invoice?.number ?? null,
  invoiceDate: i.invoice?.invoiceDate ?? null,
  invoiceTotalCents: i.invoice?.totalCents ?? 0,
  paidOn: i.paidOn,
  stornoId: storno?.id ?? null,
  stornoNumber: storno?.number ?? null,
  stornoTotalCents: storno?.totalCents ?? 0,
  refundDueCents: i.refundedOn ? 0 : i.refundDueCents,
  refundedCents: i.refundedOn ? i.refundDueCents : 0,
  refundedOn: i.refundedOn,
  refundMethod: i.refundMethod,
});

/**
 * The contract's readings (in the meter's order) with the instalment that billed each: an
 * instalment billed the readings after its `from` reading up to its `to` reading.
 */
export const toReadingDtos = (
  readings: readonly ContractReading[],
  instalments: readonly SeasonalInstalment[],
): SeasonalReadingDto[] => {
  const index = new Map(readings.map((r, k) => [r.id, k]));
  return readings.map((r, k) => {
    const by = instalments.find((i) => {
      const from = i.meterFromReadingId ? index.get(i.meterFromReadingId) : undefined;
      const to = i.meterToReadingId ? index.get(i.meterToReadingId) : undefined;
      return from !== undefined && to !== undefined && from < k && k <= to;
    });
    return {
      id: r.id,
      meterNumber: r.meterNumber,
      valueWh: r.valueWh,
      recordedAt: r.recordedAt,
      recordedBy: r.recordedBy,
      billedBySequence: by?.sequence ?? null,
      billedByInvoiceNumber: by?.invoice?.number ?? null,
    };
  });
};

/** The first night no longer held: the termination date or the end date. */
export const contractEnds = (c: Pick<SeasonalContract, 'terminatedOn' | 'endDate'>): string =>
  c.terminatedOn ?? c.endDate;

/**
 * What staff read as the contract's state: `terminated` once notice was given (also before its
 * date), `ended` once the period is over without notice, `active` meanwhile.
 */
export const contractStatus = (
  c: Pick<SeasonalContract, 'terminatedOn' | 'endDate'>,
  today: string,
): SeasonalContractDto['status'] =>
  c.terminatedOn ? 'terminated' : c.endDate <= today ? 'ended' : 'active';

/**
 * Whether the contract's closing electricity invoice may be issued: the contract has ended by
 * `today`, every fee instalment is invoiced or dropped (an open one would carry the electricity),
 * no closing invoice stands (one reversed does not count) and the latest reading of the current
 * meter is not billed yet (as `ContractMeterReadings.unbilled` decides).
 */
export function closingDue(
  c: Pick<SeasonalContract, 'terminatedOn' | 'endDate'>,
  instalments: readonly SeasonalInstalment[],
  readings: readonly ContractReading[],
  today: string,
): boolean {
  if (contractEnds(c) > today) return false;
  if (instalments.some((i) => i.kind === 'fee' && !i.invoice && !i.cancelledAt)) return false;
  if (instalments.some((i) => i.kind === 'closing' && !i.reversedAt)) return false;
  const to = readings.at(-1);
  if (!to) return false;
  const series = readings.filter((r) => r.meterNumber === to.meterNumber);
  const billed = new Set(instalments.map((i) => i.meterToReadingId).filter(Boolean));
  let from = series[0];
  for (const r of series) if (billed.has(r.id)) from = r;
  return from.id !== to.id;
}

/** A contract as the console shows it, with its instalments in order and its next season. */
export const toContractDto = (
  c: SeasonalContract,
  instalments: SeasonalInstalment[],
  renewedToId: string | null,
  readings: readonly ContractReading[] = [],
  stornos: ReadonlyMap<string, InstalmentStorno> = new Map(),
  closingDue: boolean,
  today: string,
): SeasonalContractDto => ({
  id: c.id,
  number: c.number,
  pitchId: c.pitch.id,
  pitchCode: c.pitch.code,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  street: c.street,
  postalCode: c.postalCode,
  city: c.city,
  country: c.country,
  language: c.language,
  startDate: c.startDate,
  endDate: c.endDate,
  terminatedOn: c.terminatedOn,
  status: contractStatus(c, today),
  feeCents: c.feeCents,
  vatRateBp: c.vatRateBp,
  touristTaxCents: c.touristTaxCents,
  plates: c.plates,
  renewalOfferDate: c.renewalOfferDate,
  renewal: c.renewal,
  renewedFromId: c.renewedFrom?.id ?? null,
  renewedToId,
  instalments: [...instalments]
    .sort((a, b) => a.sequence - b.sequence)
    .map((i) => toInstalmentDto(i, (i.invoice && stornos.get(i.invoice.id)) ?? null)),
  meterNumber: c.pitch.meterNumber ?? null,
  meterReadings: toReadingDtos(readings, instalments),
  closingDue,
  createdAt: c.createdAt,
});
