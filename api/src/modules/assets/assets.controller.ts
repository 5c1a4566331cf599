import { Controller, Get, Headers, HttpStatus, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppException } from 'src/common/http/app-exception';
import { ApiErrors } from 'src/common/openapi/openapi.decorators';
import { Public } from 'src/modules/auth/auth.decorators';
import { AssetsService } from './assets.service';

@ApiTags('assets')
@Controller('assets')
export class AssetsController {
  constructor(private readonly assets: AssetsService) {}

  @Public()
  @Get(':id')
  @ApiOperation({
    summary: 'An uploaded image (logo, site plan); never changes, cached for a year',
  })
  @ApiProduces('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiErrors(400, 404)
  async get(
    @Param('id', ParseUUIDPipe) id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const asset = await this.assets.find(id);
    if (!asset) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    const etag = `"${asset.sha256}"`;
    // A new upload gets a new id, so the bytes behind one address never change.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Opened directly, an SVG is a document: no scripts, no fetches, even if the sanitiser missed one.
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) {
      res.status(304).end();
      return;
    }
    res.type(asset.contentType).setHeader('Content-Length', String(asset.data.length));
    res.end(asset.data);
  }
}
