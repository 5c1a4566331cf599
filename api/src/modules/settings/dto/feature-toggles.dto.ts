import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { PUBLIC_FEATURE_TOGGLES, type PublicFeatureToggle } from 'src/contract/constants';
import type { FeatureToggleEvent } from 'src/modules/settings/feature-toggle.entity';
import type { ToggleState } from 'src/modules/settings/feature-toggles.service';

/** The public subset of the feature toggles (docs/architecture.md, public API): what the guest site may offer. */
export class PublicFeatureTogglesDto {
  @ApiProperty({ description: 'The social-media story generator and the links to it' })
  storyGenerator!: boolean;
  @ApiProperty({ description: 'Weather cards and the stay forecast' })
  weather!: boolean;
  @ApiProperty({ description: 'Card payment (Stripe) in the checkout' })
  onlinePayment!: boolean;
  @ApiProperty({
    description: 'Guests can book online (off: the booking form says booking is closed)',
  })
  bookingEnabled!: boolean;
}

/** One toggle in the admin console; `id` is its key (react-admin needs an id). */
export class FeatureToggleDto {
  @ApiProperty({ enum: PUBLIC_FEATURE_TOGGLES }) id!: PublicFeatureToggle;
  @ApiProperty({ enum: PUBLIC_FEATURE_TOGGLES }) key!: PublicFeatureToggle;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'Shown on the public site (all current toggles are)' })
  public!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who switched it last' })
  updatedBy!: string | null;
}

export const toFeatureToggleDto = (s: ToggleState): FeatureToggleDto => ({
  id: s.key,
  key: s.key,
  enabled: s.enabled,
  public: true,
  updatedAt: s.updatedAt?.toISOString() ?? null,
  updatedBy: s.updatedBy,
});

/** PUT /api/admin/feature-toggles/:key (react-admin sends the whole record; only `enabled` counts). */
export class UpdateFeatureToggleDto {
  @ApiProperty() @IsBoolean() enabled!: boolean;
}

export class FeatureToggleEventDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: PUBLIC_FEATURE_TOGGLES }) key!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty() changedBy!: string;
  @ApiProperty({ type: String, format: 'date-time' }) at!: string;
}

export const toFeatureToggleEventDto = (e: FeatureToggleEvent): FeatureToggleEventDto => ({
  id: String(e.id),
  key: e.key,
  enabled: e.enabled,
  changedBy: e.changedBy,
  at: e.at.toISOString(),
});
