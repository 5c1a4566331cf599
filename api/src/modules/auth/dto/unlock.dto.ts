import { ApiProperty } from '@nestjs/swagger';

/** Answer of `POST /api/admin/users/{id}/unlock`. */
export class UnlockUserResponseDto {
  @ApiProperty() id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ example: 'Die Anmeldesperre für anna@example.at ist aufgehoben.' })
  message!: string;
}
