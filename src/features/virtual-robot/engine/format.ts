/**
 * Python's formatting, so the engine's log lines read exactly as the ROS simulator's (tools/robot/sim, which
 * prints them with `%` and `repr`): `[10.0, -5.0]`, `['head']`, `True`, `None`.
 */

/** repr() of a Python float: `10.0`, `0.065`. */
export function pyFloat(value: number): string {
  if (Number.isInteger(value)) return `${value}.0`;
  return String(value);
}

/** repr() of a Python str. */
export function pyStr(value: string): string {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  return `${quote}${value.replace(/\\/g, '\\\\').replace(new RegExp(quote, 'g'), `\\${quote}`)}${quote}`;
}

/** str() of a value as `%s` prints it; `floats`: numbers are Python floats (else ints). */
export function py(value: unknown, floats = false): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return floats ? pyFloat(value) : String(Math.trunc(value));
  if (Array.isArray(value)) return `[${value.map((v) => (typeof v === 'string' ? pyStr(v) : py(v, floats))).join(', ')}]`;
  return String(value);
}

/** `%.<digits>f`. */
export function fixed(value: number, digits: number): string {
  return value.toFixed(digits);
}
