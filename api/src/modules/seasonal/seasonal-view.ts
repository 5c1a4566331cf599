import type { SeasonalContractDto, SeasonalInstalmentDto } from './dto/seasonal.dto';
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

/** A contract as the console shows it, with its instalments in order and its next season. */
export const toContractDto = (
  c: SeasonalContract,
  instalments: SeasonalInstalment[],
  renewedToId: string | null,
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
  createdAt: c.createdAt,
});
