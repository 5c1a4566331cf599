import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { StayPartyDto } from 'src/modules/bookings/dto/booking.dto';
import { LANGUAGES, WAITLIST_STATUSES, type WaitlistStatus } from 'src/contract/constants';
import type { WaitlistEntry } from 'src/modules/waitlist/waitlist-entry.entity';

/** What a guest asks to wait for: a category, a stay and a party, and where to write. */
export class JoinWaitlistDto extends StayPartyDto {
  @ApiProperty({ example: 'anna@example.at' })
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty() @IsNotEmpty() @IsUUID() categoryId!: string;
}

/** The entry's link from the mail: its token (and the language of the answer). */
export class WaitlistTokenQueryDto {
  @ApiPropertyOptional({ description: "The entry's token from the mail (required)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string;

  @ApiPropertyOptional({ enum: LANGUAGES }) @IsOptional() @IsIn(LANGUAGES) lang?: string;
}

/** The answer to a sign-up: the same whether the address was new, waiting or already confirmed. */
export class WaitlistJoinedDto {
  @ApiProperty({ description: 'A confirmation mail with a link went to this address' })
  email!: string;
  @ApiProperty() checkIn!: string;
  @ApiProperty() checkOut!: string;
  @ApiProperty() categoryId!: string;
}

/** An entry as its guest sees it through the link in a mail. */
export class WaitlistEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: WAITLIST_STATUSES }) status!: WaitlistStatus;
  @ApiProperty({ format: 'uuid' }) categoryId!: string;
  @ApiProperty() checkIn!: string;
  @ApiProperty() checkOut!: string;
  @ApiProperty() adults!: number;
  @ApiProperty() children!: number;
  @ApiProperty({ enum: LANGUAGES }) language!: string;
}

/** An entry as staff see it in the console. */
export class AdminWaitlistEntryDto extends WaitlistEntryDto {
  @ApiProperty() email!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmedAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) notifiedAt!: string | null;
  @ApiProperty({ description: 'How often a free pitch was announced to this entry' })
  notifyCount!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) closedAt!: string | null;
  @ApiProperty({ description: 'Place among the waiting entries of its category (1 = next)' })
  position!: number | null;
}

const iso = (d?: Date | null) => (d ? new Date(d).toISOString() : null);

export const toWaitlistEntry = (e: WaitlistEntry): WaitlistEntryDto => ({
  id: e.id,
  status: e.status,
  categoryId: e.category.id,
  checkIn: e.checkIn,
  checkOut: e.checkOut,
  adults: e.adults,
  children: e.children,
  language: e.language,
});

export const toAdminWaitlistEntry = (
  e: WaitlistEntry,
  position: number | null,
): AdminWaitlistEntryDto => ({
  ...toWaitlistEntry(e),
  email: e.email,
  createdAt: new Date(e.createdAt).toISOString(),
  confirmedAt: iso(e.confirmedAt),
  notifiedAt: iso(e.notifiedAt),
  notifyCount: e.notifyCount,
  closedAt: iso(e.closedAt),
  position,
});
