import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { MAX_CENTS } from 'src/modules/catalog/dto/category.dto';
import {
  DEMAND_RULE_KINDS,
  type DemandRule,
  type DemandRuleKind,
} from 'src/modules/pricing/demand-rule.entity';

export class CreateDemandRuleDto {
  @ApiProperty({
    enum: DEMAND_RULE_KINDS,
    description: 'surcharge: above the threshold; last_minute: a discount below it, near arrival',
  })
  @IsIn(DEMAND_RULE_KINDS)
  kind!: DemandRuleKind;

  @ApiProperty({ format: 'uuid' }) @IsNotEmpty() @IsUUID() categoryId!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    description: "Only this season's nights are priced by the rule; null: every night",
  })
  @IsOptional()
  @IsUUID()
  seasonId?: string | null;

  @ApiProperty({ description: 'Occupancy threshold in percent (0–100)', example: 80 })
  @IsInt()
  @Min(0)
  @Max(100)
  thresholdPercent!: number;

  @ApiProperty({
    description:
      'Surcharge or discount, basis points of the pitch price of the nights in scope (1000 = 10 %)',
    example: 1000,
  })
  @IsInt()
  @Min(1)
  @Max(10_000)
  percentBp!: number;

  @ApiProperty({ description: 'The most one stay is charged or given, gross cents', example: 5000 })
  @IsInt()
  @Min(1)
  @Max(MAX_CENTS)
  capCents!: number;

  @ApiPropertyOptional({
    nullable: true,
    description:
      'Last-minute only: the discount applies when arrival is at most this many days ahead',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  daysBeforeArrival?: number | null;

  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
}

export class UpdateDemandRuleDto extends PartialType(CreateDemandRuleDto) {
  // react-admin sends the whole record back on save; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
}

export class DemandRuleResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: DEMAND_RULE_KINDS }) kind!: DemandRuleKind;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) seasonId!: string | null;
  @ApiProperty() thresholdPercent!: number;
  @ApiProperty() percentBp!: number;
  @ApiProperty() capCents!: number;
  @ApiProperty({ nullable: true, type: Number }) daysBeforeArrival!: number | null;
  @ApiProperty() active!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
}

export const toDemandRuleResponse = (r: DemandRule): DemandRuleResponseDto => ({
  id: r.id,
  kind: r.kind,
  categoryId: r.category.id,
  seasonId: r.season?.id ?? null,
  thresholdPercent: r.thresholdPercent,
  percentBp: r.percentBp,
  capCents: r.capCents,
  daysBeforeArrival: r.daysBeforeArrival ?? null,
  active: r.active,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});
