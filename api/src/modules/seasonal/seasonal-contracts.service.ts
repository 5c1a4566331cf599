import { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { isExclusionViolation } from 'src/common/db/writes';
import { AppException } from 'src/common/http/app-exception';
import { FieldsException } from 'src/common/http/validation';
import { findList, type ListResult, type ListSpec } from 'src/common/list/list-query';
import { normalisePlate } from 'src/modules/bookings/plates';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { ContractMeterReadings } from 'src/modules/electricity/contract-meter-readings.service';
import { InstalmentInvoices } from 'src/modules/invoices/invoice-instalments.service';
import { PricingService } from 'src/modules/pricing/pricing.service';
import type {
  CreateSeasonalContractDto,
  SeasonalContractDto,
  SeasonalHolderDto,
} from './dto/seasonal.dto';
import { splitFee, validDueDates } from './instalment-plan';
import { RENEWAL_STATES, SeasonalContract, SeasonalInstalment } from './seasonal-contract.entity';
import { nextContractNumber } from './seasonal.queries';
import { closingDue, toContractDto } from './seasonal-view';

export const SEASONAL_LIST: ListSpec = {
  resource: 'seasonal-contracts',
  sortable: {
    id: 'id',
    number: 'number',
    startDate: 'startDate',
    endDate: 'endDate',
    lastName: 'lastName',
    createdAt: 'createdAt',
  },
  filters: {
    renewal: { kind: 'enum', values: RENEWAL_STATES },
    pitchId: { kind: 'eq', type: 'uuid', column: 'pitch' },
    q: {
      kind: 'custom',
      type: 'string',
      build: (text: string) => {
        const like = { $ilike: `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
        return {
          $or: [
            { number: like },
            { lastName: like },
            { firstName: like },
            { pitch: { code: like } },
          ],
        };
      },
    },
  },
  defaultSort: ['startDate', 'DESC'],
};

/** A season is at most a year: longer periods are two contracts (and two offers to renew). */
const MAX_SEASON_DAYS = 366;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Seasonal contracts as staff keep them: create (the pitch's nights are taken by the database in
 * the same transaction, or the answer is 409), change the holder's details, terminate. Instalment
 * invoices are SeasonalInstalments; renewal offers SeasonalRenewals.
 */
@Injectable()
export class SeasonalContracts {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly pricing: PricingService,
    private readonly meters: ContractMeterReadings,
    private readonly clock: Clock,
    private readonly invoices: InstalmentInvoices,
  ) {}

  async list(query: Record<string, unknown>): Promise<ListResult<SeasonalContractDto>> {
    const em = this.em.fork();
    const result = await findList(em, SeasonalContract, query, SEASONAL_LIST, {
      populate: ['pitch'],
    });
    return { ...result, items: await this.views(em, result.items) };
  }

  async view(id: string, em: EntityManager = this.em.fork()): Promise<SeasonalContractDto> {
    return (await this.views(em, [await this.find(em, id)]))[0];
  }

  async find(em: EntityManager, id: string, lock = false): Promise<SeasonalContract> {
    const c = await em.findOne(
      SeasonalContract,
      { id },
      lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
    );
    if (!c) throw new AppException(HttpStatus.NOT_FOUND, 'seasonal.notFound');
    await em.populate(c, ['pitch', 'pitch.category']);
    return c;
  }

  async create(dto: CreateSeasonalContractDto, createdBy: string): Promise<SeasonalContractDto> {
    const id = await this.em.fork().transactional((em) => this.createIn(em, dto, createdBy, null));
    return this.view(id);
  }

  /**
   * Writes a contract and its instalments in the caller's transaction (staff's create, a holder
   * accepting a renewal). The database refuses nights already taken: 409 `seasonal.pitchTaken`.
   */
  async createIn(
    em: EntityManager,
    dto: CreateSeasonalContractDto,
    createdBy: string,
    renewedFrom: SeasonalContract | null,
  ): Promise<string> {
    const span = days(dto.startDate, dto.endDate);
    if (!(span >= 1 && span <= MAX_SEASON_DAYS))
      throw new FieldsException({ endDate: { key: 'seasonal.period' } });
    if (!validDueDates(dto.instalmentDates, dto.endDate))
      throw new FieldsException({ instalmentDates: { key: 'seasonal.instalmentDates' } });
    const plates = this.plates(dto.plates ?? []);
    const pitch = await this.catalog.pitch(dto.pitchId, em);
    const settings = await this.pricing.settings(em);
    const contract = em.create(SeasonalContract, {
      number: await nextContractNumber(em, Number(dto.startDate.slice(0, 4))),
      pitch,
      firstName: dto.firstName.trim(),
      lastName: dto.lastName.trim(),
      email: dto.email.trim().toLowerCase(),
      phone: dto.phone ?? null,
      street: dto.street ?? null,
      postalCode: dto.postalCode ?? null,
      city: dto.city ?? null,
      country: dto.country ? dto.country.toUpperCase() : null,
      language: dto.language,
      startDate: dto.startDate,
      endDate: dto.endDate,
      feeCents: dto.feeCents,
      vatRateBp: settings.pitchVatRateBp,
      touristTaxCents: settings.seasonalTouristTaxCents,
      plates,
      renewalOfferDate: dto.renewalOfferDate ?? null,
      renewedFrom,
      createdBy,
      createdAt: this.clock.now(),
    });
    splitFee(dto.feeCents, dto.instalmentDates.length).forEach((amountCents, i) =>
      em.create(SeasonalInstalment, {
        contract,
        sequence: i + 1,
        dueDate: dto.instalmentDates[i],
        amountCents,
      }),
    );
    try {
      await em.flush();
    } catch (e) {
      if (isExclusionViolation(e))
        throw new AppException(HttpStatus.CONFLICT, 'seasonal.pitchTaken');
      throw e;
    }
    return contract.id;
  }

  /** The holder's details, plates and the renewal offer's date; the period and fee stay. */
  async update(id: string, dto: SeasonalHolderDto): Promise<SeasonalContractDto> {
    await this.em.fork().transactional(async (em) => {
      const c = await this.find(em, id, true);
      if (dto.firstName !== undefined) c.firstName = dto.firstName.trim();
      if (dto.lastName !== undefined) c.lastName = dto.lastName.trim();
      if (dto.email !== undefined) c.email = dto.email.trim().toLowerCase();
      if (dto.phone !== undefined) c.phone = dto.phone;
      if (dto.street !== undefined) c.street = dto.street;
      if (dto.postalCode !== undefined) c.postalCode = dto.postalCode;
      if (dto.city !== undefined) c.city = dto.city;
      if (dto.country !== undefined) c.country = dto.country ? dto.country.toUpperCase() : null;
      if (dto.language !== undefined) c.language = dto.language;
      if (dto.plates !== undefined) c.plates = this.plates(dto.plates);
      if (dto.renewalOfferDate !== undefined) c.renewalOfferDate = dto.renewalOfferDate;
      await em.flush();
    });
    return this.view(id);
  }

  /**
   * Ends the contract before its end: from `terminatedOn` on the nights are free (the database
   * trigger shortens the occupancy), instalments due after it and not yet invoiced are dropped.
   * Invoiced instalments stay as they are (see docs/seasonal-pitches.md, termination).
   */
  async terminate(id: string, terminatedOn: string): Promise<SeasonalContractDto> {
    await this.em.fork().transactional(async (em) => {
      const c = await this.find(em, id, true);
      if (c.terminatedOn) throw new AppException(HttpStatus.CONFLICT, 'seasonal.terminated');
      if (!(terminatedOn >= c.startDate && terminatedOn < c.endDate))
        throw new FieldsException({ terminatedOn: { key: 'seasonal.terminatedOn' } });
      c.terminatedOn = terminatedOn;
      const now = this.clock.now();
      for (const i of await em.find(SeasonalInstalment, {
        contract: c.id,
        invoice: null,
        cancelledAt: null,
        dueDate: { $gt: terminatedOn },
      }))
        i.cancelledAt = now;
      await em.flush();
    });
    return this.view(id);
  }

  private plates(raw: readonly string[]): string[] {
    const out: string[] = [];
    for (const entry of raw) {
      if (entry.trim() === '') continue;
      const plate = normalisePlate(entry);
      if (!plate) throw new FieldsException({ plates: { key: 'booking.plate' } });
      if (!out.includes(plate)) out.push(plate);
    }
    return out;
  }

  private async views(em: EntityManager, contracts: SeasonalContract[]) {
    if (!contracts.length) return [];
    const ids = contracts.map((c) => c.id);
    const instalments = await em.find(
      SeasonalInstalment,
      { contract: { $in: ids } },
      { populate: ['invoice'] },
    );
    const next = await em.find(
      SeasonalContract,
      { renewedFrom: { $in: ids } },
      { fields: ['id', 'renewedFrom'] },
    );
    const readings = await this.meters.ofContracts(em, ids);
    const stornos = await this.invoices.stornosOf(
      em,
      instalments.filter((i) => i.reversedAt && i.invoice).map((i) => i.invoice!.id),
    );
    const today = this.clock.today();
    return contracts.map((c) => {
      const own = instalments.filter((i) => i.contract.id === c.id);
      const read = readings.filter((r) => r.contractId === c.id);
      return toContractDto(
        c,
        own,
        next.find((n) => n.renewedFrom?.id === c.id)?.id ?? null,
        read,
        stornos,
        closingDue(c, own, read, today),
        today,
      );
    });
  }
}
