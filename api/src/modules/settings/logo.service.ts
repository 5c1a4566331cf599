import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException } from 'src/common/http/app-exception';
import { assetIdOf, AssetsService, type UploadedImage } from 'src/modules/assets/assets.service';
import { LOGO_VARIANTS, type LogoImageDto, type LogosDto, type LogoVariant } from './dto/logo.dto';
import { SettingsService } from './settings.service';

const LOGO_TYPES = ['image/png', 'image/webp', 'image/svg+xml'] as const;
const COLUMN = { light: 'logoLight', dark: 'logoDark' } as const;
/** Invoices embed the logo in their snapshot; past this size it is left out (the name shows). */
const MAX_PRINT_BYTES = 500 * 1024;

export function logoVariant(value: string): LogoVariant {
  if (!(LOGO_VARIANTS as readonly string[]).includes(value))
    throw new AppException(HttpStatus.BAD_REQUEST, 'upload.badVariant');
  return value as LogoVariant;
}

/**
 * The light and dark logo: uploaded through the shared image path (PNG, WebP or sanitised SVG),
 * referenced from the company settings by their public URL, which the public header and the mails
 * show. Invoices print the light logo when it is a PNG (pdfkit draws PNG and JPEG only).
 */
@Injectable()
export class LogoService {
  constructor(
    private readonly settings: SettingsService,
    private readonly assets: AssetsService,
  ) {}

  async logos(): Promise<LogosDto> {
    const s = await this.settings.get();
    const [light, dark] = await Promise.all([
      this.describe(s.logoLight),
      this.describe(s.logoDark),
    ]);
    return { light, dark, maxBytes: this.assets.maxBytes };
  }

  async upload(variant: LogoVariant, file: UploadedImage | undefined): Promise<LogosDto> {
    const asset = await this.assets.store(file, LOGO_TYPES);
    const previous = await this.settings.setLogo(COLUMN[variant], asset.url);
    await this.assets.remove(assetIdOf(previous));
    return this.logos();
  }

  async remove(variant: LogoVariant): Promise<LogosDto> {
    const previous = await this.settings.setLogo(COLUMN[variant], null);
    await this.assets.remove(assetIdOf(previous));
    return this.logos();
  }

  /** The light logo as a data: URL for the invoice PDF, when it is a PNG of printable size. */
  async printableLogo(): Promise<string | null> {
    const id = assetIdOf((await this.settings.get()).logoLight);
    const asset = id ? await this.assets.find(id) : null;
    if (!asset || asset.contentType !== 'image/png' || asset.size > MAX_PRINT_BYTES) return null;
    return `data:image/png;base64,${asset.data.toString('base64')}`;
  }

  private async describe(url: string | null | undefined): Promise<LogoImageDto | null> {
    const id = assetIdOf(url);
    const asset = id ? await this.assets.describe(id) : null;
    return asset
      ? {
          url: asset.url,
          contentType: asset.contentType,
          size: asset.size,
          width: asset.width,
          height: asset.height,
        }
      : null;
  }
}
