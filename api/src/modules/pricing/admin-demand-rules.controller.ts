import { Body, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { sendList } from 'src/common/list/list-query';
import { AdminResource, adminCrud } from 'src/common/openapi/admin-crud.decorators';
import { AdminDemandRulesService, DEMAND_RULE_LIST } from './admin-demand-rules.service';
import {
  CreateDemandRuleDto,
  DemandRuleResponseDto,
  toDemandRuleResponse,
  UpdateDemandRuleDto,
} from './dto/demand-rule.dto';

const crud = adminCrud(DemandRuleResponseDto, DEMAND_RULE_LIST, {
  list: 'List demand pricing rules',
  get: 'One demand pricing rule',
  create: 'Create a demand pricing rule',
  update: 'Change or disable a demand pricing rule',
  remove: 'Delete a demand pricing rule',
});

@AdminResource('admin: demand rules', 'admin/demand-rules')
export class AdminDemandRulesController {
  constructor(private readonly rules: AdminDemandRulesService) {}

  @crud.List()
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DemandRuleResponseDto[]> {
    const result = await this.rules.list(query);
    return sendList(res, DEMAND_RULE_LIST.resource, {
      ...result,
      items: result.items.map(toDemandRuleResponse),
    });
  }

  @crud.Get()
  async get(@Param('id', ParseUUIDPipe) id: string): Promise<DemandRuleResponseDto> {
    return toDemandRuleResponse(await this.rules.get(id));
  }

  @crud.Create()
  async create(@Body() dto: CreateDemandRuleDto): Promise<DemandRuleResponseDto> {
    return toDemandRuleResponse(await this.rules.create(dto));
  }

  @crud.Update()
  async update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: UpdateDemandRuleDto,
  ): Promise<DemandRuleResponseDto> {
    return toDemandRuleResponse(await this.rules.update(id, dto));
  }

  @crud.Remove()
  async remove(@Param('id', ParseUUIDPipe) id: string): Promise<DemandRuleResponseDto> {
    return toDemandRuleResponse(await this.rules.remove(id));
  }
}
