import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from 'src/contract/constants';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @ApiProperty({ example: 'admin@alpencamp-dachstein.at' })
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsNotEmpty()
  @IsString()
  @MaxLength(200)
  password!: string;
}

/** The signed-in staff member, as the admin console shows them. */
export class AuthUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
}

export class LogoutResponseDto {
  @ApiProperty() success!: boolean;
  @ApiProperty() message!: string;
}

export class LoginResponseDto extends LogoutResponseDto {
  @ApiProperty() user!: AuthUserDto;
}
