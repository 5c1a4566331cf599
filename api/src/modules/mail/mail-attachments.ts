import { Injectable } from '@nestjs/common';
import type { MessageAttachment } from './mail-message.entity';
import type { PriceFigures } from './quote-render';

// Owners of documents build these shapes; the entity file itself stays inside the mail module.
export type { MessageAttachment, PriceFigures };

/** A document for a mail: the file, and the figures it states (the mail's price table shows them). */
export interface MailDocument {
  attachment: MessageAttachment;
  figures?: PriceFigures;
}

/** A document another module owns, named in a mail job: `{ kind: 'invoice', id }`. */
export interface MailAttachmentRef {
  kind: string;
  id: string;
}

export type AttachmentResolver = (id: string) => Promise<MailDocument>;

/**
 * Documents of other modules that mails carry (an invoice PDF). The owning module registers a
 * resolver for its kind when it starts; the mail module only knows the kind's name, so it never
 * imports the owner (no module circle) and the job stays small (the bytes are made when sent).
 */
@Injectable()
export class MailAttachments {
  private readonly resolvers = new Map<string, AttachmentResolver>();

  register(kind: string, resolver: AttachmentResolver): void {
    this.resolvers.set(kind, resolver);
  }

  async resolve(ref: MailAttachmentRef): Promise<MailDocument> {
    const resolver = this.resolvers.get(ref.kind);
    // The process that sends must load the owning module; failing lets BullMQ retry (and shows it).
    if (!resolver) throw new Error(`No mail attachment resolver for kind "${ref.kind}"`);
    return resolver(ref.id);
  }
}
