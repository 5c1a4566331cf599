import { raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { Clock } from 'src/common/clock';
import { AppException } from 'src/common/http/app-exception';
import { mailboxKey } from 'src/common/mailbox-key';
import { Env } from 'src/config/env';
import type { Language } from 'src/contract/constants';
import type { PublicClient } from 'src/modules/bookings/hold-limits.service';
import { PublicMailCap } from 'src/modules/bookings/public-mail-cap.service';
import { CatalogService } from 'src/modules/catalog/catalog.service';
import { MailService } from 'src/modules/mail/mail.service';
import { jobKey } from 'src/queues/queue-names';
import type { JoinWaitlistDto } from './dto/waitlist.dto';
import { WaitlistEntry } from './waitlist-entry.entity';
import { WaitlistLinks } from './waitlist-links';
import { stayValues, WaitlistOffers } from './waitlist-offers.service';
import { WaitlistRate } from './waitlist-rate';
import { lockWaitlistKey } from './waitlist.queries';

const LIVE = ['pending', 'confirmed', 'notified'] as const;

/**
 * The waitlist's sign-up with double opt-in. The entry's later life (its links, the sweep) is
 * WaitlistEntries; telling the next guest in line that a pitch is free is WaitlistOffers.
 * Nine dependencies, one per step of a sign-up: the rate and per-mailbox caps (rate, env,
 * mailCap), the party against the category (catalog), "no pitch free" (offers), the entry (em,
 * clock), and the opt-in mail with its links (mail, links).
 */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly em: EntityManager,
    private readonly env: Env,
    private readonly clock: Clock,
    private readonly rate: WaitlistRate,
    private readonly mailCap: PublicMailCap,
    private readonly mail: MailService,
    private readonly catalog: CatalogService,
    private readonly offers: WaitlistOffers,
    private readonly links: WaitlistLinks,
  ) {}

  /**
   * A guest asks to wait. Refused while a pitch is free (book it instead). A new entry, or one
   * still waiting for its opt-in, gets the confirmation mail; the answer is the same in every case,
   * so it tells nobody whether an address is on the list.
   */
  async join(dto: JoinWaitlistDto, lang: Language, client: PublicClient): Promise<void> {
    await this.rate.hit(
      'waitlist_join',
      this.env.WAITLIST_JOIN_RATE_MAX,
      'POST /api/waitlist',
      client,
      'waitlist_rate',
    );
    const email = dto.email.trim().toLowerCase();
    // The cap counts the mailbox (x+tag@…, "x"@… are x@…), whatever spelling each entry keeps.
    const mailbox = mailboxKey(email);
    const category = await this.catalog.category(dto.categoryId);
    if (dto.adults + dto.children > category.maxPersons)
      throw new AppException(HttpStatus.BAD_REQUEST, 'booking.partyTooLarge', {
        max: category.maxPersons,
      });
    // Also checks the dates against the stay rules (past, horizon, longest stay): 400 before any write.
    if ((await this.offers.freePitches({ ...dto, categoryId: category.id })) > 0)
      throw new AppException(HttpStatus.CONFLICT, 'waitlist.pitchFree');

    await this.em.fork().transactional(async (em) => {
      // One mailbox's sign-ups count one after the other, so parallel requests cannot pass the cap.
      await lockWaitlistKey(em, `waitlist:${mailbox}`);
      let entry = await em.findOne(WaitlistEntry, {
        email,
        category: category.id,
        checkIn: dto.checkIn,
        checkOut: dto.checkOut,
        status: { $in: [...LIVE] },
      });
      if (entry && entry.status !== 'pending') return;
      if (!entry) {
        // Through the expression index on mailbox_key(email) (migration mailbox_key).
        const live = await em.count(WaitlistEntry, {
          [raw((a) => `mailbox_key(${a}.email)`)]: mailbox,
          status: { $in: [...LIVE] },
        });
        this.rate.capEntries(email, live);
      }
      // Anyone can type any address: the mails the public routes cause to one address are capped.
      const cap = await this.mailCap.require(email, 'POST /api/waitlist');
      if (!entry) {
        entry = em.create(WaitlistEntry, {
          email,
          category,
          checkIn: dto.checkIn,
          checkOut: dto.checkOut,
          adults: dto.adults,
          children: dto.children,
          language: lang,
          createdAt: this.clock.now(),
        });
        await em.flush();
      }
      await this.mail.enqueueWaitlistMail(em, {
        kind: 'waitlist_confirm',
        lang: entry.language,
        recipient: email,
        // A repeated sign-up of a pending entry sends the link once more (the cap above bounds it).
        dedupeKey: jobKey('mail', 'waitlist_confirm', entry.id, String(cap.count)),
        values: {
          ...stayValues(this.links, entry, category.nameDe, category.nameEn),
          actionUrl: this.links.entryUrl(entry.id, entry.language, 'confirm'),
        },
      });
    });
  }
}
