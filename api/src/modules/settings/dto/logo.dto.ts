import { ApiProperty } from '@nestjs/swagger';

export const LOGO_VARIANTS = ['light', 'dark'] as const;
export type LogoVariant = (typeof LOGO_VARIANTS)[number];

export class LogoImageDto {
  @ApiProperty({ example: '/api/assets/0b7c2a4e-2f7d-4a4f-9a63-0d2b1c1d7a10' }) url!: string;
  @ApiProperty({ enum: ['image/png', 'image/webp', 'image/svg+xml', 'image/jpeg'] })
  contentType!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
  @ApiProperty({ type: Number, nullable: true }) width!: number | null;
  @ApiProperty({ type: Number, nullable: true }) height!: number | null;
}

export class LogosDto {
  @ApiProperty({ type: LogoImageDto, nullable: true, description: 'For light backgrounds' })
  light!: LogoImageDto | null;
  @ApiProperty({ type: LogoImageDto, nullable: true, description: 'For dark backgrounds' })
  dark!: LogoImageDto | null;
  @ApiProperty({ description: 'Largest file accepted (bytes)' }) maxBytes!: number;
}
