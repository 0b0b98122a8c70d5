/**
 * How long a source must wait between sign-in attempts on an account after `failures` failures
 * (docs/security.md, sign-in limits): nothing for the first `free` ones, then 1 s doubling with each
 * further failure, at most `maxSeconds`. Slows a guesser to one try per `maxSeconds` without ever
 * refusing the owner for good.
 */
export function loginDelaySeconds(failures: number, free: number, maxSeconds: number): number {
  if (failures < free) return 0;
  return Math.min(maxSeconds, 2 ** Math.min(failures - free, 30));
}

/** Failures older than this are forgotten: the next failure counts from one again. */
export const FAILURE_MEMORY_HOURS = 24;

/** 'Muitas tentativas de login. Tente novamente em 45 segundos.' (minutes from 60 s, rounded up). */
export function tooManyLoginsMessage(waitSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  if (seconds < 60) return `Muitas tentativas de login. Tente novamente em ${plural(seconds, 'segundo')}.`;
  return `Muitas tentativas de login. Tente novamente em ${plural(Math.ceil(seconds / 60), 'minuto')}.`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
