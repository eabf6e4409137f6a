/**
 * Quick amounts for a method's limits: the first "round" amounts (1, 2, 5 × a power of ten,
 * in major units of the currency) from the minimum up, within the maximum; the minimum itself
 * first when it is not round. Integer arithmetic on minor units only.
 */

/** Up to `count` quick amounts (minor units) within `[min, max]` (`max` 0 = no maximum). */
export function quickAmounts(min: number, max: number, decimals: number, count = 6): number[] {
  const unit = 10 ** decimals;
  const floor = Math.max(min, unit);
  const out: number[] = [];
  if (floor % unit !== 0 || !isRound(floor / unit)) out.push(floor);
  for (let power = unit; out.length < count && power <= Number.MAX_SAFE_INTEGER / 10; power *= 10) {
    for (const step of [1, 2, 5]) {
      const amount = step * power;
      if (amount < floor || (max > 0 && amount > max)) continue;
      if (!out.includes(amount) && out.length < count) out.push(amount);
    }
    if (max > 0 && power > max) break;
  }
  return out;
}

function isRound(major: number): boolean {
  const digits = String(major);
  return /^[125]0*$/.test(digits);
}
