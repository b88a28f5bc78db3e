import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { AppConfig } from '../config/app-config.js';
import { ActiveCustomerGuard } from './active-customer.guard.js';
import { IdentityService } from './identity.service.js';
import { JwtStrategy } from './jwt.strategy.js';
import { LoginRateLimiter } from './login-rate-limiter.js';
import { PasswordExpiryGuard } from './password-expiry.guard.js';
import { PermissionsGuard } from './permissions.guard.js';
import { SessionAuthGuard } from './session-auth.guard.js';
import { SessionsService } from './sessions.service.js';

@Global()
@Module({
  imports: [PassportModule, JwtModule.registerAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }) })],
  providers: [
    IdentityService,
    SessionsService,
    JwtStrategy,
    LoginRateLimiter,
    // In this order: who calls, whether their password still serves them, what they may do.
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: PasswordExpiryGuard },
    { provide: APP_GUARD, useClass: PermissionsGuard },
    { provide: APP_GUARD, useClass: ActiveCustomerGuard },
  ],
  exports: [IdentityService, SessionsService, LoginRateLimiter, JwtModule],
})
export class AuthModule {}
