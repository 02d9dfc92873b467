import type { Clock } from "../../src/shared/ports.js";

/** A clock the test moves by hand, so a rate-limit window can end without waiting. */
export class FakeClock implements Clock {
  private current: Date;

  constructor(start = "2026-11-23T10:00:00.000Z") {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}
