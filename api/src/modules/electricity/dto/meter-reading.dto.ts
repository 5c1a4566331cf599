import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { IsCalendarDate } from 'src/common/validation/validators';
import { READING_KINDS, type ReadingKind } from 'src/modules/electricity/meter-reading.entity';

/** A reading staff type at the desk. */
export class RecordMeterReadingDto {
  @ApiProperty({ format: 'uuid' }) @IsUUID() bookingId!: string;

  @ApiProperty({ enum: READING_KINDS, description: 'Taken when the guest arrives or leaves' })
  @IsIn(READING_KINDS)
  kind!: ReadingKind;

  @ApiProperty({
    example: 1042000,
    description: 'The meter reading in whole watt-hours (1042 kWh = 1042000)',
  })
  @IsInt()
  @Min(0)
  @Max(2_000_000_000)
  valueWh!: number;
}

export class MeterDeskQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'Default: today at the campsite' })
  @IsOptional()
  @IsCalendarDate()
  date?: string;
}

export class MeterReadingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Whole watt-hours' }) valueWh!: number;
  @ApiProperty({ type: String, format: 'date-time' }) recordedAt!: Date;
  @ApiProperty({ type: String, nullable: true, description: "The staff member's email" })
  recordedBy!: string | null;
}

export class ElectricityLabelDto {
  @ApiProperty({ example: 'Strom (Zähler) 42 kWh × 0,45 €' }) de!: string;
  @ApiProperty({ example: 'Electricity (meter) 42 kWh × €0.45' }) en!: string;
}

/** The electricity line on a booking's bill. */
export class ElectricityLineDto {
  @ApiProperty({ type: ElectricityLabelDto }) label!: ElectricityLabelDto;
  @ApiProperty({ description: 'Gross cents, VAT included' }) grossCents!: number;
}

/** What a departure reading put on the bill. */
export class ElectricityChargeDto extends ElectricityLineDto {
  @ApiProperty({ description: 'Departure − arrival reading, watt-hours' }) consumptionWh!: number;
  @ApiProperty() netCents!: number;
  @ApiProperty() vatCents!: number;
  @ApiProperty({
    enum: ['final_invoice', 'supplementary_invoice'],
    description:
      'final_invoice: the stay is not invoiced yet, its invoice will carry the line; supplementary_invoice: a supplementary invoice is issued',
  })
  billedOn!: 'final_invoice' | 'supplementary_invoice';
}

export class RecordedMeterReadingDto extends MeterReadingDto {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ enum: READING_KINDS }) kind!: ReadingKind;
  @ApiProperty({ example: 'Z-4711' }) meterNumber!: string;
  @ApiProperty({ type: ElectricityChargeDto, nullable: true }) charge!: ElectricityChargeDto | null;
}

/** A booking arriving or leaving on the day on a pitch with a meter. */
export class MeterDeskRowDto {
  @ApiProperty({ format: 'uuid' }) bookingId!: string;
  @ApiProperty({ example: '2027-00042' }) bookingNumber!: string;
  @ApiProperty() guestName!: string;
  @ApiProperty({ format: 'uuid' }) pitchId!: string;
  @ApiProperty({ example: 'B3' }) pitchCode!: string;
  @ApiProperty({ example: 'Z-4711' }) meterNumber!: string;
  @ApiProperty({ type: String, format: 'date' }) checkIn!: string;
  @ApiProperty({ type: String, format: 'date' }) checkOut!: string;
  @ApiProperty({
    enum: READING_KINDS,
    description: 'Which reading is due on the day: arrival on the arrival day, else departure',
  })
  due!: ReadingKind;
  @ApiProperty({ type: MeterReadingDto, nullable: true }) arrival!: MeterReadingDto | null;
  @ApiProperty({ type: MeterReadingDto, nullable: true }) departure!: MeterReadingDto | null;
  @ApiProperty({
    type: MeterReadingDto,
    nullable: true,
    description: "The meter's last reading, whoever's stay it was",
  })
  last!: MeterReadingDto | null;
  @ApiProperty({
    type: ElectricityLineDto,
    nullable: true,
    description: "The electricity the departure reading put on the booking's bill",
  })
  charge!: ElectricityLineDto | null;
}

export class MeterDeskDto {
  @ApiProperty({ type: String, format: 'date' }) date!: string;
  @ApiProperty({ type: MeterDeskRowDto, isArray: true }) rows!: MeterDeskRowDto[];
}
