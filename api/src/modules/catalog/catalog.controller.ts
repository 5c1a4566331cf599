import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from 'src/modules/auth/auth.decorators';
import { CatalogService } from './catalog.service';
import { PublicCategoryDto, PublicPitchDto } from './dto/public-catalog.dto';

@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  /** Active pitch categories in display order (SPEC §7). Changes rarely: cacheable for five minutes. */
  @Public()
  @Get('categories')
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600')
  @ApiOperation({ summary: 'Pitch categories, in display order' })
  @ApiOkResponse({ type: [PublicCategoryDto] })
  categories(): Promise<PublicCategoryDto[]> {
    return this.catalog.publicCategories();
  }

  /** Active pitches with their place on the site plan (SPEC §7). */
  @Public()
  @Get('pitches')
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600')
  @ApiOperation({ summary: 'Pitches with their place on the site plan' })
  @ApiOkResponse({ type: [PublicPitchDto] })
  pitches(): Promise<PublicPitchDto[]> {
    return this.catalog.publicPitches();
  }
}
