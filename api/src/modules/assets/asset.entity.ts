import { Check, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * An uploaded image (logo, site plan) kept in the database, so every API process serves the same
 * bytes without shared disk. Never changed after insert: a new upload is a new row, which lets the
 * public route cache it for good.
 */
@Entity({ tableName: 'assets' })
@Check({
  name: 'assets_content_type',
  expression: "content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')",
})
@Check({ name: 'assets_size', expression: 'size > 0 and size = octet_length(data)' })
export class Asset {
  [OptionalProps]?: 'id' | 'createdAt' | 'width' | 'height';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Sniffed from the content, one of the image types we accept. */
  @Property({ type: 'text' }) contentType!: string;
  @Property({ type: 'integer' }) size!: number;
  /** Hex SHA-256 of the bytes, served as the ETag. */
  @Property({ type: 'text' }) sha256!: string;
  @Property({ type: 'integer', nullable: true }) width?: number | null;
  @Property({ type: 'integer', nullable: true }) height?: number | null;
  @Property({ type: 'blob', lazy: true }) data!: Buffer;

  @Property({ type: 'timestamptz' }) createdAt: Date = new Date();
}
