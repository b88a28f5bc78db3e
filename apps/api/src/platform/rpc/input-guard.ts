import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Deeper than any call needs (a filter of 8 groups is 18 levels); far below what overflows a validator's stack. */
export const MAX_INPUT_DEPTH = 32;

/**
 * The first thing in a parsed JSON body or query that no call may receive, in words naming where
 * it is, or null. PostgreSQL refuses NUL in text and jsonb; a lone UTF-16 surrogate crashes
 * validators and cannot be stored as UTF-8; very deep nesting overflows class-transformer's
 * recursion. Walks iteratively, so the check itself cannot overflow.
 */
export function hostileInputProblem(input: unknown, root = 'body'): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return `${path || root} ${problem}.`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return `The ${root} nests deeper than ${MAX_INPUT_DEPTH} levels.`;
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (const [key, item] of entries) {
      const keyProblem = Array.isArray(value) ? null : textProblem(key);
      if (keyProblem) return `A field name in ${path || root} ${keyProblem}.`;
      stack.push({ value: item, path: Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'contains malformed Unicode (a lone surrogate)';
  return null;
}

/**
 * Refuses hostile input before any route sees it (400 naming the field), for every call of every
 * area: the body after JSON parsing and the query string.
 */
export function registerInputGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    const problem = hostileInputProblem(request.query, 'query') ?? (isJson(request) ? hostileInputProblem(request.body) : null);
    if (problem) throw AppError.badRequest(`Invalid input: ${problem}`);
  });
}

function isJson(request: FastifyRequest): boolean {
  return request.body !== null && typeof request.body === 'object' && !request.isMultipart();
}
