import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../../platform/config/app-config.js';
import type { Attachment } from './report-attachments.js';

export interface ReportMail {
  to: string[];
  subject: string;
  text: string;
  attachments: Attachment[];
}

/**
 * The SMTP connection of scheduled reports: SMTP_URL (`smtp://user:pass@host:587`,
 * `smtps://…:465`; nodemailer's URL form) and MAIL_FROM (default `Backoffice <noreply@localhost>`).
 * Without SMTP_URL nothing is sent: a run fails at once, saying so (`mail_not_configured`, docs/decisions.md).
 */
@Injectable()
export class ReportMailer implements OnApplicationShutdown {
  private readonly logger = new Logger('reports');
  private readonly transport: Transporter | null;
  private readonly from: string;

  constructor(config: AppConfig) {
    const url = config.env.SMTP_URL;
    this.transport = url ? createTransport(url) : null;
    this.from = config.env.MAIL_FROM || 'Backoffice <noreply@localhost>';
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /** Sends the mail; throws with the SMTP server's reason when it is refused. */
  async send(mail: ReportMail): Promise<void> {
    if (!this.transport) throw new Error('Sending e-mail is not configured on this server (SMTP_URL is not set).');
    const info = (await this.transport.sendMail({ from: this.from, ...mail })) as { messageId?: string };
    this.logger.log(`Report mail "${mail.subject}" sent to ${mail.to.length} recipient(s) (${info.messageId ?? 'no message id'}).`);
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
