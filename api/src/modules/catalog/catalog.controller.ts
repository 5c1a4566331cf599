import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from 'src/modules/auth/auth.decorators';
import { CatalogService } from './catalog.service';
import { SitePlanDto } from './dto/pitch-map.dto';
import { PublicCategoryDto, PublicPitchDto } from './dto/public-catalog.dto';
import { PitchMapService } from './pitch-map.service';

@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly pitchMap: PitchMapService,
  ) {}

  /** Active pitch categories in display order (docs/product.md §7). Changes rarely: cacheable for five minutes. */
  @Public()
  @Get('categories')
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600')
  @ApiOperation({ summary: 'Pitch categories, in display order' })
  @ApiOkResponse({ type: [PublicCategoryDto] })
  categories(): Promise<PublicCategoryDto[]> {
    return this.catalog.publicCategories();
  }

  /** Active pitches with their place on the site plan (docs/product.md §7). */
  @Public()
  @Get('pitches')
  @Header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600')
  @ApiOperation({ summary: 'Pitches with their place on the site plan' })
  @ApiOkResponse({ type: [PublicPitchDto] })
  pitches(): Promise<PublicPitchDto[]> {
    return this.catalog.publicPitches();
  }

  /** The site plan the pitch map shows (docs/product.md §2.5); null image: the bundled default plan. */
  @Public()
  @Get('site-plan')
  @Header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
  @ApiOperation({ summary: 'The site plan image behind the pitch map' })
  @ApiOkResponse({ type: SitePlanDto })
  sitePlan(): Promise<SitePlanDto> {
    return this.pitchMap.plan();
  }
}
