import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from 'src/modules/auth/auth.decorators';
import { CatalogService } from './catalog.service';

@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** Active pitch categories in display order (SPEC §7). Changes rarely: cacheable for five minutes. */
  @Public()
  @Get('categories')
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600')
  categories() {
    return this.catalog.publicCategories();
  }

  /** Active pitches with their place on the site plan (SPEC §7). */
  @Public()
  @Get('pitches')
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600')
  pitches() {
    return this.catalog.publicPitches();
  }
}
