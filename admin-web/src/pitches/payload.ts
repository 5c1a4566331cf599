export interface PitchFormValues {
  code: string;
  categoryId: string;
  x: number;
  y: number;
  hasElectricity?: boolean | null;
  sizeM2?: number | null;
  maxVehicleLengthM?: number | null;
  meterNumber?: string | null;
  active?: boolean | null;
  notes?: string | null;
}

/** Only the fields the API writes; the code in capitals as the API stores it. */
export const toPitchPayload = (v: PitchFormValues) => ({
  code: v.code.trim().toUpperCase(),
  categoryId: v.categoryId,
  x: v.x,
  y: v.y,
  hasElectricity: v.hasElectricity ?? false,
  sizeM2: v.sizeM2 ?? null,
  maxVehicleLengthM: v.maxVehicleLengthM ?? null,
  meterNumber: (v.meterNumber ?? '').trim() || null,
  active: v.active ?? true,
  notes: (v.notes ?? '').trim(),
});
