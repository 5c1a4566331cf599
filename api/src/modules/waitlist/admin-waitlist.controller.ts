import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { ApiErrors, ApiList } from 'src/common/openapi/openapi.decorators';
import { Roles } from 'src/modules/auth/auth.decorators';
import { AdminWaitlistEntryDto, toAdminWaitlistEntry } from './dto/waitlist.dto';
import { AdminWaitlistService, WAITLIST_LIST } from './admin-waitlist.service';

/** The waitlist for the front desk (ra-data-simple-rest resource `waitlist`). */
@ApiTags('admin: waitlist')
@Roles('admin', 'staff')
@Controller('admin/waitlist')
export class AdminWaitlistController {
  constructor(private readonly waitlist: AdminWaitlistService) {}

  @Get()
  @ApiOperation({ summary: 'Waitlist entries' })
  @ApiList(AdminWaitlistEntryDto, WAITLIST_LIST)
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminWaitlistEntryDto[]> {
    const result = await this.waitlist.list(query);
    const positions = await this.waitlist.positions(result.items);
    return sendList(res, WAITLIST_LIST.resource, {
      ...result,
      items: result.items.map((e) => toAdminWaitlistEntry(e, positions.get(e.id) ?? null)),
    });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One waitlist entry' })
  @ApiOkResponse({ type: AdminWaitlistEntryDto })
  @ApiErrors(404)
  async get(@Param('id') id: string): Promise<AdminWaitlistEntryDto> {
    const entry = await this.waitlist.get(id);
    return toAdminWaitlistEntry(
      entry,
      (await this.waitlist.positions([entry])).get(entry.id) ?? null,
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Take an entry off the waitlist (status removed)' })
  @ApiOkResponse({ type: AdminWaitlistEntryDto })
  @ApiErrors(404)
  async remove(@Param('id') id: string): Promise<AdminWaitlistEntryDto> {
    return toAdminWaitlistEntry(await this.waitlist.remove(id), null);
  }

  @Post(':id/notify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail the guest now that a pitch is free (pre-filled booking link)' })
  @ApiOkResponse({ type: AdminWaitlistEntryDto })
  @ApiErrors(404, 409)
  async notify(@Param('id') id: string): Promise<AdminWaitlistEntryDto> {
    return toAdminWaitlistEntry(await this.waitlist.notify(id), null);
  }
}
