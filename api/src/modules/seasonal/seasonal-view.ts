import type { ContractReading } from 'src/modules/electricity/contract-meter-readings.service';
import type {
  SeasonalContractDto,
  SeasonalInstalmentDto,
  SeasonalReadingDto,
} from './dto/seasonal.dto';
import type { SeasonalContract, SeasonalInstalment } from './seasonal-contract.entity';

const instalmentState = (i: SeasonalInstalment): SeasonalInstalmentDto['state'] =>
  i.cancelledAt ? 'cancelled' : !i.invoice ? 'open' : i.paidOn ? 'paid' : 'issued';

export const toInstalmentDto = (i: SeasonalInstalment): SeasonalInstalmentDto => ({
  id: i.id,
  sequence: i.sequence,
  dueDate: i.dueDate,
  amountCents: i.amountCents,
  state: instalmentState(i),
  invoiceId: i.invoice?.id ?? null,
  invoiceNumber: i.invoice?.number ?? null,
  invoiceDate: i.invoice?.invoiceDate ?? null,
  invoiceTotalCents: i.invoice?.totalCents ?? 0,
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

/** A contract as the console shows it, with its instalments in order and its next season. */
export const toContractDto = (
  c: SeasonalContract,
  instalments: SeasonalInstalment[],
  renewedToId: string | null,
  readings: readonly ContractReading[] = [],
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
  status: c.terminatedOn ? 'terminated' : 'active',
  feeCents: c.feeCents,
  vatRateBp: c.vatRateBp,
  touristTaxCents: c.touristTaxCents,
  plates: c.plates,
  renewalOfferDate: c.renewalOfferDate,
  renewal: c.renewal,
  renewedFromId: c.renewedFrom?.id ?? null,
  renewedToId,
  instalments: [...instalments].sort((a, b) => a.sequence - b.sequence).map(toInstalmentDto),
  meterNumber: c.pitch.meterNumber ?? null,
  meterReadings: toReadingDtos(readings, instalments),
  createdAt: c.createdAt,
});
