import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { ALERT_RULES, type AlertRuleKey } from 'src/contract/constants';
import type { Alert } from 'src/modules/alerts/alert.entity';
import type { RuleState } from 'src/modules/alerts/alerts.service';

export class AlertDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ALERT_RULES }) rule!: AlertRuleKey;
  @ApiProperty() conditionKey!: string;
  @ApiProperty() value!: number;
  @ApiProperty() threshold!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  })
  params!: Record<string, string | number>;
  @ApiProperty({ type: String, format: 'date-time' }) firedAt!: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastSeenAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  acknowledgedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) acknowledgedBy!: string | null;
}

const iso = (d?: Date | null) => d?.toISOString() ?? null;

export const toAlertDto = (a: Alert): AlertDto => ({
  id: a.id,
  rule: a.rule,
  conditionKey: a.conditionKey,
  value: a.value,
  threshold: a.threshold,
  params: a.params,
  firedAt: a.firedAt.toISOString(),
  lastSeenAt: a.lastSeenAt.toISOString(),
  resolvedAt: iso(a.resolvedAt),
  acknowledgedAt: iso(a.acknowledgedAt),
  acknowledgedBy: a.acknowledgedBy ?? null,
});

export class AlertRuleDto {
  @ApiProperty({ enum: ALERT_RULES }) id!: AlertRuleKey;
  @ApiProperty({ enum: ALERT_RULES }) key!: AlertRuleKey;
  @ApiProperty() enabled!: boolean;
  @ApiProperty({ description: 'Count, percent or hours, depending on the rule' })
  threshold!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) updatedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) updatedBy!: string | null;
}

export const toAlertRuleDto = (r: RuleState): AlertRuleDto => ({
  id: r.key,
  key: r.key,
  enabled: r.enabled,
  threshold: r.threshold,
  updatedAt: iso(r.updatedAt),
  updatedBy: r.updatedBy,
});

export class UpdateAlertRuleDto {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional({ minimum: 0, maximum: 100000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  threshold?: number;
}

export class AlertSettingsDto {
  @ApiProperty({ type: String, nullable: true, description: 'Null: the company email' })
  email!: string | null;
}

export class UpdateAlertSettingsDto {
  @ApiProperty({ type: String, nullable: true })
  @ValidateIf((_, v) => v !== null)
  @IsEmail()
  email!: string | null;
}

export class EvaluationDto {
  @ApiProperty() fired!: number;
  @ApiProperty() resolved!: number;
}
