import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompanySettings } from './company-settings.entity';
import { DEMO_COMPANY } from './demo-company';
import type { UpdateCompanySettingsDto } from './dto/company-settings.dto';
import type { UpdateLocationDto } from './dto/location.dto';

// Other modules name what this service hands out by this type; the class (and with it the table)
// stays inside the settings module.
export type { CompanySettings };

const EDITABLE = [
  'companyName',
  'legalName',
  'address',
  'postalCode',
  'city',
  'country',
  'phone',
  'emergencyPhone',
  'email',
  'website',
  'uid',
  'companyRegister',
  'registerCourt',
  'iban',
  'bic',
  'bankName',
  'accountHolder',
  'latitude',
  'longitude',
  'checkInTime',
  'checkOutTime',
  'receptionOpens',
  'receptionCloses',
  'quietHoursStart',
  'quietHoursEnd',
] as const;

const BANK_FIELDS: ReadonlySet<string> = new Set(['iban', 'bic', 'bankName', 'accountHolder']);

/** Bank details are optional: a cleared field is "none" (null); IBAN and BIC are kept compact. */
function normaliseBankField(key: string, value: string | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  return key === 'iban' || key === 'bic' ? text.replace(/\s+/g, '').toUpperCase() : text;
}

// Every public page reads these; a few seconds of staleness in other API processes is fine for data that changes a few times a year.
const CACHE_MS = 5_000;

/** The operator's company settings (one row, created from the defaults when missing). */
@Injectable()
export class SettingsService {
  private cached?: { at: number; value: CompanySettings };

  constructor(private readonly em: EntityManager) {}

  /** The settings as of at most a few seconds ago, for public reads. */
  async getCached(): Promise<CompanySettings> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    const value = await this.get();
    this.cached = { at: Date.now(), value };
    return value;
  }

  async get(): Promise<CompanySettings> {
    const em = this.em.fork();
    const found = await em.findOne(CompanySettings, { id: 1 });
    if (found) return found;
    await em.upsert(
      CompanySettings,
      { id: 1, ...DEMO_COMPANY, updatedAt: new Date() },
      { onConflictAction: 'ignore' },
    );
    return em.findOneOrFail(CompanySettings, { id: 1 }, { refresh: true });
  }

  /** Points a logo column at a new image URL (or none); returns the URL it had. */
  async setLogo(column: 'logoLight' | 'logoDark', url: string | null): Promise<string | null> {
    const previous = await this.em.fork().transactional(async (em) => {
      await this.get();
      const row = await em.findOneOrFail(
        CompanySettings,
        { id: 1 },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      const before = row[column] ?? null;
      row[column] = url;
      await em.flush();
      return before;
    });
    this.cached = undefined;
    return previous;
  }

  async update(dto: UpdateCompanySettingsDto): Promise<CompanySettings> {
    const current = await this.get();
    const em = this.em.fork();
    const settings = em.merge(current);
    for (const key of EDITABLE) {
      // The DTO refuses null for the required fields; for the free texts a cleared input means "none".
      if (dto[key] === undefined) continue;
      const value = dto[key];
      (settings as unknown as Record<string, unknown>)[key] = BANK_FIELDS.has(key)
        ? normaliseBankField(key, value as string | null)
        : (value ?? '');
    }
    await em.flush();
    this.cached = undefined;
    return settings;
  }

  /** The Standort page: the address (shared with the company data), coordinates, link and texts. */
  async updateLocation(dto: UpdateLocationDto): Promise<CompanySettings> {
    const current = await this.get();
    const em = this.em.fork();
    const settings = em.merge(current);
    for (const key of LOCATION_FIELDS)
      if (dto[key] !== undefined) (settings as unknown as Record<string, unknown>)[key] = dto[key];
    if (dto.mapsUrl !== undefined) settings.mapsUrl = dto.mapsUrl?.trim() || null;
    const trimList = (list: string[]) => list.map((item) => item.trim());
    if (dto.attractions)
      settings.attractions = { de: trimList(dto.attractions.de), en: trimList(dto.attractions.en) };
    if (dto.accessInfo)
      settings.accessInfo = { de: trimList(dto.accessInfo.de), en: trimList(dto.accessInfo.en) };
    await em.flush();
    this.cached = undefined;
    return settings;
  }
}

const LOCATION_FIELDS = [
  'address',
  'postalCode',
  'city',
  'country',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof UpdateLocationDto & keyof CompanySettings)[];
