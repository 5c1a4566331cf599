import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { MIN_PASSWORD_LENGTH } from 'src/modules/auth/password';
import { NotCommonPassword } from 'src/modules/auth/password-policy';
import { ROLES, type Role, type User } from 'src/modules/auth/user.entity';

export class CreateUserDto {
  @ApiProperty() @IsNotEmpty() @IsEmail() @MaxLength(254) email!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(120) name?: string;
  @ApiProperty({ enum: ROLES }) @IsIn(ROLES) role!: Role;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, writeOnly: true })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH)
  @MaxLength(200)
  @NotCommonPassword()
  password!: string;
}

/** Everything optional; a missing or empty password keeps the current one. */
export class UpdateUserDto extends PartialType(CreateUserDto) {
  // react-admin sends the whole record back on save; these read-only fields are accepted and ignored.
  @IsOptional() id?: unknown;
  @IsOptional() createdAt?: unknown;
  @IsOptional() updatedAt?: unknown;
  @IsOptional() lastLoginAt?: unknown;
}

export class UserResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty() active!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) lastLoginAt!: Date | null;
}

export const toUserResponse = (u: User): UserResponseDto => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  active: u.active,
  createdAt: u.createdAt,
  updatedAt: u.updatedAt,
  lastLoginAt: u.lastLoginAt ?? null,
});
