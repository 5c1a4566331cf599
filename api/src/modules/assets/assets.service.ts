import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppException } from 'src/common/http/app-exception';
import { Env } from 'src/config/env';
import { Asset } from './asset.entity';
import { ImageRejected, sniffImage, type ImageType } from './image-sniff';
import { MAX_IMAGE_PIXELS, reencodeRaster, TooManyPixels } from './image-reencode';
import { formatBytes, type UploadedImage } from './image-upload.interceptor';

export type { ImageType, UploadedImage };

/** What callers keep of a stored image; `url` is the public GET route. */
export interface StoredAsset {
  id: string;
  url: string;
  contentType: ImageType;
  size: number;
  width: number | null;
  height: number | null;
}

const TYPE_NAMES: Record<ImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
};

export const assetUrl = (id: string) => `/api/assets/${id}`;
const ASSET_URL = /^\/api\/assets\/([0-9a-f-]{36})$/;
/** The asset id behind a URL this service handed out, or null. */
export const assetIdOf = (url: string | null | undefined): string | null =>
  (url && ASSET_URL.exec(url)?.[1]) || null;

/**
 * The one upload path for images (logo, site plan): checks the size, sniffs the type from the
 * bytes, sanitises SVG, re-encodes raster images (with a pixel cap), stores the result in PostgreSQL and serves it by id.
 */
@Injectable()
export class AssetsService {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
  ) {}

  /** The upload limit (UPLOAD_MAX_BYTES), so the console can say it before a file is chosen. */
  get maxBytes(): number {
    return this.env.UPLOAD_MAX_BYTES;
  }

  async store(
    file: UploadedImage | undefined,
    allowed: readonly ImageType[],
  ): Promise<StoredAsset> {
    if (!file || file.size === 0) throw new AppException(HttpStatus.BAD_REQUEST, 'upload.missing');
    if (file.size > this.env.UPLOAD_MAX_BYTES)
      throw new AppException(HttpStatus.PAYLOAD_TOO_LARGE, 'upload.tooLarge', {
        max: formatBytes(this.env.UPLOAD_MAX_BYTES),
      });
    const types = allowed.map((t) => TYPE_NAMES[t]).join(', ');
    let image;
    try {
      image = sniffImage(file.buffer);
    } catch (e) {
      if (!(e instanceof ImageRejected)) throw e;
      throw e.problem === 'unknownType'
        ? new AppException(HttpStatus.BAD_REQUEST, 'upload.unknownType', { types })
        : new AppException(HttpStatus.BAD_REQUEST, 'upload.badImage');
    }
    if (!allowed.includes(image.type))
      throw new AppException(HttpStatus.BAD_REQUEST, 'upload.unknownType', { types });
    try {
      image = await reencodeRaster(image);
    } catch (e) {
      if (e instanceof TooManyPixels)
        throw new AppException(HttpStatus.BAD_REQUEST, 'upload.tooManyPixels', {
          width: e.width,
          height: e.height,
          max: MAX_IMAGE_PIXELS / 1_000_000,
        });
      if (e instanceof ImageRejected)
        throw new AppException(HttpStatus.BAD_REQUEST, 'upload.badImage');
      throw e;
    }
    const em = this.em.fork();
    const asset = em.create(Asset, {
      contentType: image.type,
      size: image.data.length,
      sha256: createHash('sha256').update(image.data).digest('hex'),
      width: image.width === null ? null : Math.round(image.width),
      height: image.height === null ? null : Math.round(image.height),
      data: image.data,
    });
    await em.flush();
    return toStored(asset);
  }

  /** The image with its bytes, or null. */
  async find(id: string): Promise<(StoredAsset & { sha256: string; data: Buffer }) | null> {
    const asset = await this.em.fork().findOne(Asset, { id }, { populate: ['data'] });
    return asset ? { ...toStored(asset), sha256: asset.sha256, data: asset.data } : null;
  }

  /** Without the bytes (for sizes and types). */
  async describe(id: string): Promise<StoredAsset | null> {
    const asset = await this.em.fork().findOne(Asset, { id });
    return asset ? toStored(asset) : null;
  }

  async remove(id: string | null | undefined): Promise<void> {
    if (id) await this.em.fork().nativeDelete(Asset, { id });
  }
}

const toStored = (a: Asset): StoredAsset => ({
  id: a.id,
  url: assetUrl(a.id),
  contentType: a.contentType as ImageType,
  size: a.size,
  width: a.width ?? null,
  height: a.height ?? null,
});
