/**
 * Seeded xorshift32 generator: the same seed gives the same fill, on every machine.
 * A class (not a closure) so the hot loops get an inlinable method call.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    // Scramble the seed so that 0, 1, 2 ... start far apart; xorshift must never hold 0.
    let s = (Math.imul(seed | 0, 0x9e3779b1) ^ 0x85ebca6b) | 0;
    s = Math.imul(s ^ (s >>> 16), 0x7feb352d);
    this.state = s === 0 ? 0x6d2b79f5 : s;
  }

  /** Next unsigned 32-bit value. */
  nextUint32(): number {
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x;
    return x >>> 0;
  }

  /** Integer in [0, n). */
  below(n: number): number {
    return this.nextUint32() % n;
  }
}
