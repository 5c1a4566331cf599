import { Migration } from '@mikro-orm/migrations';

/**
 * Staff enter (or complete) the registration at the front desk for guests who did not do it
 * online. The sheet records who entered its current version: `guest` online (no staff member), or
 * `desk` with the staff member's email, so the register shows how each sheet came about.
 */
export class Migration20261128230500_registration_desk extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "guest_registrations" add column "source" text not null default 'guest', add column "entered_by" text null;`,
    );
    this.addSql(
      `alter table "guest_registrations" add constraint "guest_registrations_source" check (("source" = 'guest' and "entered_by" is null) or ("source" = 'desk' and "entered_by" is not null));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "guest_registrations" drop constraint "guest_registrations_source", drop column "source", drop column "entered_by";`,
    );
  }
}
