import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import type { WritableFields } from 'src/common/db/writes';
import type { Block } from 'src/modules/catalog/block.entity';
import { IsCalendarDate, Trim } from 'src/common/validation/validators';

export class CreateBlockDto {
  @ApiProperty() @IsNotEmpty() @IsUUID() pitchId!: string;

  @ApiProperty({ example: '2027-05-01', description: 'First night closed' })
  @IsNotEmpty()
  @IsCalendarDate()
  startDate!: string;

  @ApiProperty({ example: '2027-05-03', description: 'Exclusive, like a check-out date' })
  @IsNotEmpty()
  @IsCalendarDate()
  endDate!: string;

  @ApiProperty({ example: 'Neue Stromsäule' })
  @Trim()
  @IsNotEmpty()
  @IsString()
  @MaxLength(500)
  reason!: string;
}

export class UpdateBlockDto extends PartialType(CreateBlockDto) {
  // react-admin sends the whole record back on save; read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() pitch?: unknown;
  @IsOptional() createdBy?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() icalFeedId?: unknown;
}

/** Everything but the pitch, which the service resolves from `pitchId`. */
export const BLOCK_WRITES: WritableFields<Block> = {
  fields: ['startDate', 'endDate', 'reason'],
};

export class BlockPitchRefDto {
  @ApiProperty() id!: string;
  @ApiProperty() code!: string;
}

export class BlockResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() pitchId!: string;
  @ApiProperty({ type: BlockPitchRefDto }) pitch!: BlockPitchRefDto;
  @ApiProperty() startDate!: string;
  @ApiProperty({ description: 'Exclusive' }) endDate!: string;
  @ApiProperty() reason!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Email of the staff member' })
  createdBy!: string | null;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The iCal import feed this block mirrors (edited in that calendar, not here)',
  })
  icalFeedId!: string | null;
}

/** Needs `pitch` populated. */
export const toBlockResponse = (b: Block): BlockResponseDto => ({
  id: b.id,
  pitchId: b.pitch.id,
  pitch: { id: b.pitch.id, code: b.pitch.code },
  startDate: b.startDate,
  endDate: b.endDate,
  reason: b.reason,
  createdBy: b.createdBy ?? null,
  createdAt: b.createdAt,
  icalFeedId: b.icalFeed?.id ?? null,
});
