import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { MIN_PASSWORD_LENGTH } from 'src/modules/auth/password';
import { NotCommonPassword } from 'src/modules/auth/password-policy';

export class ChangePasswordDto {
  @ApiProperty({ writeOnly: true })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  currentPassword!: string;

  @ApiProperty({
    writeOnly: true,
    minLength: MIN_PASSWORD_LENGTH,
    description: `At least ${MIN_PASSWORD_LENGTH} characters and not on the common-password list (case-insensitive).`,
  })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH)
  @MaxLength(200)
  @NotCommonPassword()
  newPassword!: string;
}

export class ChangePasswordResponseDto {
  @ApiProperty() message!: string;
  @ApiProperty({ description: 'How many other sessions of the account were ended' })
  endedSessions!: number;
}

export class CreateGateApiKeyDto {
  @ApiProperty({ example: 'Schranke Einfahrt' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(80)
  name!: string;
}

export class GateApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The first characters of the key', example: 'gk_Ab12Cd' })
  prefix!: string;
  @ApiProperty() createdAt!: Date;
  @ApiProperty({ type: String, nullable: true }) createdBy!: string | null;
  @ApiProperty({ type: Date, nullable: true }) lastUsedAt!: Date | null;
  @ApiProperty({ type: Date, nullable: true }) revokedAt!: Date | null;
}

export class CreatedGateApiKeyDto extends GateApiKeyDto {
  @ApiProperty({ description: 'The key itself, shown this once; only its hash is stored' })
  key!: string;
}
