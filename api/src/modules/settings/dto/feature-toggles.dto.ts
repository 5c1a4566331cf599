import { ApiProperty } from '@nestjs/swagger';

/** The public subset of the feature toggles (DESIGN §3): what the guest site may offer. */
export class PublicFeatureTogglesDto {
  @ApiProperty({ description: 'The social-media story generator and the links to it' })
  storyGenerator!: boolean;
}
