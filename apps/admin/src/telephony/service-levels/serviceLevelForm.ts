import type { ServiceLevelSettings } from '@backoffice/contracts';

/** The form's text fields: what the user typed, turned into the wire's numbers on save. */
export interface ServiceLevelForm {
  TargetSeconds: string;
  TargetShare: string;
  ShortAbandonSeconds: string;
  Queues: { Queue: string; TargetSeconds: string; TargetShare: string; ShortAbandonSeconds: string }[];
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A required number: what was typed, as a number (the domain's check names anything that is not one). */
const required = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.')));
/** An override's field: empty takes the customer's value. */
const optional = (value: string): number | null => (value.trim() === '' ? null : required(value));

export function formOf(settings: ServiceLevelSettings): ServiceLevelForm {
  return {
    TargetSeconds: text(settings.TargetSeconds),
    TargetShare: text(settings.TargetShare),
    ShortAbandonSeconds: text(settings.ShortAbandonSeconds),
    Queues: settings.Queues.map((queue) => ({
      Queue: queue.Queue,
      TargetSeconds: text(queue.TargetSeconds),
      TargetShare: text(queue.TargetShare),
      ShortAbandonSeconds: text(queue.ShortAbandonSeconds),
    })),
  };
}

export function settingsOf(form: ServiceLevelForm): ServiceLevelSettings {
  return {
    TargetSeconds: required(form.TargetSeconds),
    TargetShare: required(form.TargetShare),
    ShortAbandonSeconds: required(form.ShortAbandonSeconds),
    Queues: form.Queues.map((queue) => ({
      Queue: queue.Queue,
      TargetSeconds: optional(queue.TargetSeconds),
      TargetShare: optional(queue.TargetShare),
      ShortAbandonSeconds: optional(queue.ShortAbandonSeconds),
    })),
  };
}
