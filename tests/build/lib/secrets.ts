/**
 * Patterns of credentials that must never ship in a static site. A public, search-only key
 * (hosted search) is the one key a build may contain; callers pass it as `allowed`.
 */
export const SECRET_PATTERNS: [string, RegExp][] = [
  ['private key', /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/],
  ['AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['GitHub token', /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{50,})\b/],
  ['GitLab token', /\bglpat-[A-Za-z0-9_-]{20,}\b/],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/],
  ['Slack token', /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['Stripe secret key', /\b[sr]k_live_[0-9A-Za-z]{20,}\b/],
  ['OpenAI key', /\bsk-(?:proj-)?[A-Za-z0-9_-]{32,}\b/],
  ['JSON Web Token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['URL with a password', /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@'"]+:[^\s/:@'"]+@[\w.-]+/i],
  [
    'assigned secret',
    /["']?\b(?:api[_-]?key|apikey|secret|client[_-]?secret|access[_-]?token|auth[_-]?token|password|passwd)\b["']?\s*[:=]\s*["'][A-Za-z0-9_\-+/=]{16,}["']/i,
  ],
];

export type SecretFinding = {kind: string; match: string};

/** Every credential-like string in `text`, except the `allowed` public values. */
export function findSecrets(text: string, allowed: string[] = []): SecretFinding[] {
  const findings: SecretFinding[] = [];
  for (const [kind, pattern] of SECRET_PATTERNS) {
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    for (const m of text.matchAll(global)) {
      if (allowed.some((a) => a && m[0].includes(a))) continue;
      findings.push({kind, match: m[0].slice(0, 80)});
    }
  }
  return findings;
}
