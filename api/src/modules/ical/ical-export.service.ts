import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { linkMac, linkMacMatches, linkSecrets, publicBase } from 'src/common/link-keys';
import { Env } from 'src/config/env';
import { BookingRecords } from 'src/modules/bookings/booking-records.service';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { ExternalBlocks } from 'src/modules/catalog/external-blocks.service';
import { IcalExportKey } from './ical-export-key.entity';
import { addDays } from './ical-parse';
import { calendarText, escapeText, icalDate, icalUtc } from './ical-format';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Past stays the feed still shows (platforms only need what is ahead; a month keeps today's guests). */
const PAST_DAYS = 31;
/** The purpose prefix of a pitch feed's key (generation in the subject: rotating it voids old URLs). */
const ICAL_KEY = 'ical-export:v1';

/**
 * The export feed of a pitch: its busy nights as all-day events for booking platforms to import.
 * The key in the URL is HMAC-SHA256 under BOOKING_LINK_SECRET of the pitch id and the key's
 * generation (rotating counts up), so nothing secret is stored and every process can check it.
 */
@Injectable()
export class IcalExportService {
  private readonly secrets: readonly string[];

  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly clock: Clock,
    private readonly bookings: BookingRecords,
    private readonly catalog: CatalogService,
    private readonly blocks: ExternalBlocks,
  ) {
    this.secrets = linkSecrets(env);
  }

  async generations(pitchIds: string[]): Promise<Map<string, IcalExportKey>> {
    if (!pitchIds.length) return new Map();
    const rows = await this.em.fork().find(IcalExportKey, { pitch: { $in: pitchIds } });
    return new Map(rows.map((r) => [r.pitch.id, r]));
  }

  /** The export URL of a pitch (with `forFeed`: the variant for the platform behind that feed). */
  url(pitchId: string, generation: number, forFeed?: string): string {
    const query = new URLSearchParams({
      key: linkMac(this.secrets[0], ICAL_KEY, `${pitchId}:${generation}`),
    });
    if (forFeed) query.set('exclude', forFeed);
    return `${publicBase(this.env)}/api/ical/pitches/${pitchId}.ics?${query.toString()}`;
  }

  /** A new key for the pitch: every URL handed out before stops working. */
  async rotate(pitchId: string, by: string): Promise<IcalExportKey> {
    return this.em.transactional(async (em) => {
      const pitch = await this.catalog.pitch(pitchId, em);
      await em.getConnection().execute(
        `insert into ical_export_keys (pitch_id, generation, rotated_at, rotated_by) values (?, 1, ?, ?)
           on conflict (pitch_id) do update set generation = ical_export_keys.generation + 1,
             rotated_at = excluded.rotated_at, rotated_by = excluded.rotated_by`,
        [pitch.id, this.clock.now(), by],
        'run',
        em.getTransactionContext(),
      );
      return em.findOneOrFail(IcalExportKey, { pitch: pitch.id }, { refresh: true });
    });
  }

  /**
   * The calendar text for a request: 404 for an unknown pitch, 403 for a wrong key (checked in
   * constant time against the current and, during a key rotation, the previous secret).
   * `exclude`: a feed id whose imported blocks are left out (the platform reading it sent them).
   */
  async feed(pitchId: string, key: string | undefined, exclude?: string): Promise<string> {
    if (!UUID.test(pitchId)) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    const pitch = await this.catalog.pitch(pitchId, this.em.fork()).catch(() => null);
    if (!pitch) throw new AppException(HttpStatus.NOT_FOUND, 'error.notFound');
    const generation = (await this.generations([pitch.id])).get(pitch.id)?.generation ?? 0;
    if (!linkMacMatches(key, ICAL_KEY, `${pitch.id}:${generation}`, this.secrets))
      throw new AppException(HttpStatus.FORBIDDEN, 'ical.accessDenied');

    const now = this.clock.now();
    const from = addDays(this.clock.today(), -PAST_DAYS);
    const [stays, blocks] = await Promise.all([
      this.bookings.liveStaysOnPitch(pitch.id, from, now),
      this.blocks.ofPitch(pitch.id, from),
    ]);
    const host = new URL(this.env.PUBLIC_URL).hostname || 'alpencamp.local';
    const stamp = icalUtc(now);
    const event = (uid: string, start: string, end: string) => [
      'BEGIN:VEVENT',
      `UID:${uid}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icalDate(start)}`,
      `DTEND;VALUE=DATE:${icalDate(end)}`,
      `SUMMARY:${escapeText('Belegt / Not available')}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ];
    const events = [
      ...stays.map((s) => ({ uid: `booking-${s.id}`, start: s.checkIn, end: s.checkOut })),
      ...blocks
        .filter((b) => !exclude || b.icalFeedId !== exclude)
        .map((b) => ({ uid: `block-${b.id}`, start: b.startDate, end: b.endDate })),
    ].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    return calendarText([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Alpencamp Dachsteinblick//Pitch availability//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${escapeText(`Alpencamp Dachsteinblick – ${pitch.code}`)}`,
      ...events.flatMap((e) => event(e.uid, e.start, e.end)),
      'END:VCALENDAR',
    ]);
  }
}
