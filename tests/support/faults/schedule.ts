/**
 * When a fault-injecting adapter fails (decision 031). A schedule is a list of rules; each call an
 * adapter makes is offered to the rules in order, and the first rule that claims it decides the
 * error. Rules count only the calls they match, so "the 3rd TransactWrite" means the 3rd
 * TransactWrite whatever else ran between.
 *
 * - `nth`: fail the nth matching call (1-based), once;
 * - `next`: fail the next `count` matching calls (Infinity: until cleared);
 * - `probability`: fail each matching call with probability p, from a seeded generator, so a
 *   failing run can be replayed with the same seed.
 */
export interface FaultCall {
  /** The operation: "TransactWriteItems", "PutItem", "createOrder", "send", "get"… */
  operation: string;
}

export type FaultMatch = string | RegExp | ((call: FaultCall) => boolean);

export type FaultRule<E> =
  | { nth: number; match?: FaultMatch; error: E }
  | { next: number; match?: FaultMatch; error: E }
  | { probability: number; seed: number; match?: FaultMatch; error: E };

interface Armed<E> {
  rule: FaultRule<E>;
  seen: number;
  fired: number;
  random?: () => number;
}

export class FaultSchedule<E> {
  private rules: Armed<E>[] = [];
  /** Every call the adapter offered, failed or not, in order: what a test can assert about retries. */
  readonly calls: (FaultCall & { failed: boolean })[] = [];

  add(rule: FaultRule<E>): this {
    this.rules.push({ rule, seen: 0, fired: 0, random: "seed" in rule ? mulberry32(rule.seed) : undefined });
    return this;
  }

  clear(): void {
    this.rules = [];
    this.calls.length = 0;
  }

  /** How many calls of this operation failed so far. */
  failures(operation?: string): number {
    return this.calls.filter((c) => c.failed && (!operation || c.operation === operation)).length;
  }

  /** How many calls of this operation were made (failed or not). */
  count(operation?: string): number {
    return this.calls.filter((c) => !operation || c.operation === operation).length;
  }

  /** The error this call must fail with, or undefined to let it through. */
  decide(call: FaultCall): E | undefined {
    let error: E | undefined;
    for (const armed of this.rules) {
      if (!matches(armed.rule.match, call)) continue;
      armed.seen++;
      const { rule } = armed;
      const fire =
        "nth" in rule
          ? armed.seen === rule.nth
          : "next" in rule
            ? armed.fired < rule.next
            : (armed.random as () => number)() < rule.probability;
      if (fire && error === undefined) {
        armed.fired++;
        error = rule.error;
      }
    }
    this.calls.push({ ...call, failed: error !== undefined });
    return error;
  }
}

function matches(match: FaultMatch | undefined, call: FaultCall): boolean {
  if (match === undefined) return true;
  if (typeof match === "string") return call.operation === match;
  if (match instanceof RegExp) return match.test(call.operation);
  return match(call);
}

/** A small seeded generator (mulberry32): the same seed gives the same faults on every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
