import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsNotBlank, OptionalNotNull, says, Trim } from 'src/common/validation/validators';
import type { CompanySettings } from 'src/modules/settings/company-settings.entity';
import { DEFAULT_LOCATION } from 'src/modules/settings/demo-company';

const LIST_MAX = 12;
const ITEM_MAX = 300;

/** Short texts in both site languages (each list may be empty: the section then leaves it out). */
export class LocalisedListDto {
  @ApiProperty({ type: [String], maxItems: LIST_MAX })
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsString({ each: true })
  @IsNotBlank({ each: true })
  @MaxLength(ITEM_MAX, { each: true })
  de!: string[];

  @ApiProperty({ type: [String], maxItems: LIST_MAX })
  @IsArray()
  @ArrayMaxSize(LIST_MAX)
  @IsString({ each: true })
  @IsNotBlank({ each: true })
  @MaxLength(ITEM_MAX, { each: true })
  en!: string[];
}

/** GET /api/location and /api/admin/location: what the landing page's location section shows. */
export class LocationDto {
  @ApiProperty() companyName!: string;
  @ApiProperty() address!: string;
  @ApiProperty() postalCode!: string;
  @ApiProperty() city!: string;
  @ApiProperty() country!: string;
  @ApiProperty() latitude!: number;
  @ApiProperty() longitude!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Route planner link; null means an OpenStreetMap route to the coordinates',
  })
  mapsUrl!: string | null;
  @ApiProperty({ type: LocalisedListDto }) attractions!: LocalisedListDto;
  @ApiProperty({ type: LocalisedListDto }) accessInfo!: LocalisedListDto;
}

/** What the Standort page changes. The address is the company's (the same as in the settings). */
export class UpdateLocationDto {
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(200)
  address?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(20)
  postalCode?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsString() @IsNotBlank() @MaxLength(100) city?: string;
  @ApiPropertyOptional()
  @OptionalNotNull()
  @IsString()
  @IsNotBlank()
  @MaxLength(100)
  country?: string;
  @ApiPropertyOptional() @OptionalNotNull() @IsLatitude() latitude?: number;
  @ApiPropertyOptional() @OptionalNotNull() @IsLongitude() longitude?: number;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://maps.app.goo.gl/abc' })
  // Empty (or null) means "no own link".
  @Trim()
  @ValidateIf((_o: object, v: unknown) => v !== undefined && v !== null && v !== '')
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_tld: true },
    says('validation.httpsUrl'),
  )
  @MaxLength(500)
  mapsUrl?: string | null;
  @ApiPropertyOptional({ type: LocalisedListDto })
  @OptionalNotNull()
  @ValidateNested()
  @Type(() => LocalisedListDto)
  attractions?: LocalisedListDto;
  @ApiPropertyOptional({ type: LocalisedListDto })
  @OptionalNotNull()
  @ValidateNested()
  @Type(() => LocalisedListDto)
  accessInfo?: LocalisedListDto;
  // The console's form sends what it read back; the name is edited in the settings.
  @IsOptional() companyName?: unknown;
}

export const toLocationDto = (s: CompanySettings): LocationDto => ({
  companyName: s.companyName,
  address: s.address,
  postalCode: s.postalCode,
  city: s.city,
  country: s.country,
  latitude: s.latitude,
  longitude: s.longitude,
  mapsUrl: s.mapsUrl ?? null,
  attractions: s.attractions ?? DEFAULT_LOCATION.attractions,
  accessInfo: s.accessInfo ?? DEFAULT_LOCATION.accessInfo,
});
