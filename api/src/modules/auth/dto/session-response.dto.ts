import { ApiProperty } from '@nestjs/swagger';
import { AUTH_EVENT_TYPES, type AuthEventType } from 'src/modules/auth/auth-event.entity';

export class SessionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() email!: string;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() lastSeenAt!: Date;
  @ApiProperty() expiresAt!: Date;
  @ApiProperty({ type: Date, nullable: true }) revokedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true }) ip!: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent!: string | null;
  @ApiProperty({ description: "The caller's own session" }) current!: boolean;
}

export class AuthEventDto {
  @ApiProperty({ example: '42' }) id!: string;
  @ApiProperty() at!: Date;
  @ApiProperty({ enum: AUTH_EVENT_TYPES }) type!: AuthEventType;
  @ApiProperty({ type: String, nullable: true }) email?: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) userId?: string | null;
  @ApiProperty({ type: String, nullable: true }) ip?: string | null;
  @ApiProperty({ type: String, nullable: true }) userAgent?: string | null;
}
