import { ELECTRICITY_VAT_RATE_BP, electricityCents, netOf } from 'src/modules/pricing/quote';

/** A metered consumption priced: gross at the price per kWh, VAT (20 %) included. */
export interface PricedConsumption {
  consumptionWh: number;
  centsPerKwh: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
  vatRateBp: number;
}

/**
 * The consumption between two readings of one meter (`to` − `from`, in watt-hours), priced at a
 * gross price per kWh. Pure, for every bill of metered electricity: a stay's departure, or any
 * other period between two readings (a seasonal contract's instalment).
 */
export function priceConsumption(
  fromWh: number,
  toWh: number,
  centsPerKwh: number,
): PricedConsumption {
  if (!Number.isInteger(fromWh) || !Number.isInteger(toWh) || toWh < fromWh)
    throw new RangeError(`a consumption from ${fromWh} to ${toWh} Wh is not a meter's`);
  const consumptionWh = toWh - fromWh;
  const grossCents = electricityCents(consumptionWh, centsPerKwh);
  const netCents = netOf(grossCents, ELECTRICITY_VAT_RATE_BP);
  return {
    consumptionWh,
    centsPerKwh,
    grossCents,
    netCents,
    vatCents: grossCents - netCents,
    vatRateBp: ELECTRICITY_VAT_RATE_BP,
  };
}
