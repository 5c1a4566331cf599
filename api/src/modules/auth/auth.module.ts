import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AdminApiKeysController } from './admin-api-keys.controller';
import { AdminSessionsController } from './admin-sessions.controller';
import { GateApiKey } from './gate-api-key.entity';
import { GateApiKeysService } from './gate-api-keys.service';
import { AdminUsersController } from './admin-users.controller';
import { AuthAuditService } from './auth-audit.service';
import { AuthEvent } from './auth-event.entity';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { LoginThrottleService } from './login-throttle.service';
import { Session } from './session.entity';
import { SessionService } from './session.service';
import { User } from './user.entity';
import { UsersService } from './users.service';
import { LocalLoginGuard } from './strategies/local-login.guard';
import { LocalStrategy } from './strategies/local.strategy';
import { SessionStrategy } from './strategies/session.strategy';

/** Staff accounts, sessions, sign-in, the global guard and the sign-in audit. */
@Module({
  imports: [MikroOrmModule.forFeature([User, Session, AuthEvent, GateApiKey])],
  controllers: [
    AuthController,
    AdminUsersController,
    AdminSessionsController,
    AccountController,
    AdminApiKeysController,
  ],
  providers: [
    SessionService,
    AuthService,
    AuthAuditService,
    LoginThrottleService,
    UsersService,
    AccountService,
    GateApiKeysService,
    SessionStrategy,
    LocalStrategy,
    LocalLoginGuard,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [UsersService, SessionService, GateApiKeysService],
})
export class AuthModule {}

/** The parts the worker and the CLI need, without controllers or the guard. */
@Module({
  imports: [MikroOrmModule.forFeature([User, Session, AuthEvent, GateApiKey])],
  providers: [SessionService, AuthAuditService, UsersService],
  exports: [UsersService, SessionService],
})
export class AuthCoreModule {}
