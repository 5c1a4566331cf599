import { Migration } from '@mikro-orm/migrations';

/**
 * Staff enter (or complete) the registration at the front desk for guests who did not do it
 * online. The sheet records who entered its current version: `guest` online (no staff member), or
 * `desk` with the staff member's email, so the register shows how each sheet came about.
 *
 * The Meldegesetz (§ 5 Abs. 1) also asks for each person's sex and, for foreign guests, the travel
 * document's issue date and issuing authority. Sheets stored before stay without them (null); new
 * ones must carry them (the API's DTO). The issue date and authority are encrypted like the
 * document number (`document_issue_enc`: JSON `{issuedOn, authority}`).
 */
export class Migration20261128230500_registration_desk extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "guest_registrations" add column "source" text not null default 'guest', add column "entered_by" text null;`,
    );
    this.addSql(
      `alter table "guest_registrations" add constraint "guest_registrations_source" check (("source" = 'guest' and "entered_by" is null) or ("source" = 'desk' and "entered_by" is not null));`,
    );
    this.addSql(
      `alter table "guest_registration_persons" add column "sex" text null, add column "document_issue_enc" text null;`,
    );
    this.addSql(
      `alter table "guest_registration_persons" add constraint "guest_registration_persons_sex" check ("sex" is null or "sex" in ('female', 'male', 'diverse', 'unspecified'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "guest_registration_persons" drop constraint "guest_registration_persons_sex", drop column "sex", drop column "document_issue_enc";`,
    );
    this.addSql(
      `alter table "guest_registrations" drop constraint "guest_registrations_source", drop column "source", drop column "entered_by";`,
    );
  }
}
