/**
 * What production mode accepts as a signing secret. Anyone who knows a secret signs session,
 * cross-login and intern-login tokens for any user, so a value that was ever written down in
 * public (this repository's compose file and docs, framework examples) or that is short or
 * repetitive is refused at start, naming the variable and the rule.
 */

export const SECRET_NAMES = ['JWT_SECRET', 'CROSSLOGIN_SECRET', 'INTERN_LOGIN_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

export const MIN_SECRET_BYTES = 32;
/** A random secret of 32+ bytes uses far more; `x` × 32 or `abcd` × 8 does not. */
const MIN_DISTINCT_CHARACTERS = 8;

export const MAKE_SECRET_HINT = 'make one with: openssl rand -base64 48';

/**
 * Values published as examples, compared ignoring case and surrounding blanks: this repository's
 * former docker-compose.yml fallbacks, and the usual ones of JWT and session tutorials (most of them are
 * short as well; listed so the message says what they are).
 */
export const WELL_KNOWN_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-secret',
  'change-me-to-another-long-secret',
  'change-me-to-a-third-long-secret',
  'your-256-bit-secret',
  'your-secret-key',
  'your_jwt_secret',
  'secretOrPrivateKey',
  'keyboard cat',
  'shhhhh',
  'secret',
  'secretkey',
  'secret-key',
  'mysecret',
  'my-secret',
  'supersecret',
  'super-secret',
  'jwt-secret',
  'jwt_secret',
  'jwtsecret',
  'changeme',
  'change-me',
  'changeit',
  'password',
  'passw0rd',
  'default',
  'admin',
  'test',
  '123456',
];

/** Words that mark a value as a placeholder someone meant to replace. */
const PLACEHOLDER = /change[\s_-]*(me|it|this)|replace[\s_-]*(me|this)|placeholder|example|your[\s_-]*(own[\s_-]*)?(jwt[\s_-]*)?secret|insert[\s_-]*here/i;

/** The rule a secret breaks in production, or null when it is fit. */
export function secretProblem(name: string, value: string | undefined): string | null {
  if (value === undefined || value === '')
    return `${name} is not set; production needs a random secret of at least ${MIN_SECRET_BYTES} bytes (${MAKE_SECRET_HINT}).`;
  const known = WELL_KNOWN_SECRETS.find((secret) => secret.toLowerCase() === value.trim().toLowerCase());
  if (known) return `${name} is the published example value '${known}', which anyone can use to sign tokens (${MAKE_SECRET_HINT}).`;
  const placeholder = PLACEHOLDER.exec(value);
  if (placeholder) return `${name} is a placeholder (it contains '${placeholder[0]}'), not a secret (${MAKE_SECRET_HINT}).`;
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < MIN_SECRET_BYTES) return `${name} has ${bytes} bytes; production needs at least ${MIN_SECRET_BYTES} (${MAKE_SECRET_HINT}).`;
  const distinct = new Set(value).size;
  if (distinct < MIN_DISTINCT_CHARACTERS)
    return `${name} uses only ${distinct} different character${distinct === 1 ? '' : 's'}; a random secret uses many more (${MAKE_SECRET_HINT}).`;
  return null;
}

/**
 * Every problem of the three secrets, one sentence each; also refuses two variables holding the
 * same value (the partner site that signs cross-login links must not be able to sign sessions).
 */
export function productionSecretProblems(env: Record<string, string | undefined>): string[] {
  const problems = SECRET_NAMES.map((name) => secretProblem(name, env[name])).filter((problem): problem is string => problem !== null);
  for (const [index, name] of SECRET_NAMES.entries()) {
    const same = SECRET_NAMES.slice(index + 1).filter((other) => env[name] && env[other] === env[name]);
    for (const other of same) problems.push(`${name} and ${other} are the same; each needs a secret of its own (${MAKE_SECRET_HINT}).`);
  }
  return problems;
}
