import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditContextInterceptor } from './audit.interceptor.js';

/** The request's actor for the audit log (the triggers and the subscriber do the writing). */
@Module({ providers: [{ provide: APP_INTERCEPTOR, useClass: AuditContextInterceptor }] })
export class AuditModule {}
