import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { seedMailTemplates } from './default-templates';

/**
 * Adds the default text of any template that has no row yet (a fresh installation, or a template
 * key new in this release) when the API or worker starts; rows staff edited are never touched.
 * This is how production gets its templates without running the demo seed.
 */
@Injectable()
export class MailTemplatesBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailTemplatesBootstrap.name);

  constructor(private readonly em: EntityManager) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const added = await seedMailTemplates(this.em.fork());
      if (added > 0) this.logger.log(`Added or updated ${added} default mail template(s)`);
    } catch (e) {
      // Before `db:migrate` the table may not exist yet; mails then fall back to the defaults.
      this.logger.warn(`Mail templates not ensured: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
