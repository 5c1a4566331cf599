import { AuthEvent } from 'src/modules/auth/auth-event.entity';
import { Session } from 'src/modules/auth/session.entity';
import { User } from 'src/modules/auth/user.entity';
import { MaintenanceState } from 'src/modules/health/maintenance-state.entity';
import { CompanySettings } from 'src/modules/settings/company-settings.entity';

/** Every entity, for the ORM config and the migration generator. Modules register their own via forFeature. */
export const entities = [User, Session, AuthEvent, CompanySettings, MaintenanceState];
