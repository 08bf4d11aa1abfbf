/** Errors the medium loop raises for wiring or input mistakes (never for a failed round: that is data). */
import { GoalgraphError } from "../../src/errors.js";

export class MediumLoopError extends GoalgraphError {
  constructor(message: string, details?: unknown) {
    super("MEDIUM_LOOP_INVALID_STATE", message, { status: 500, details });
  }
}

export function isMediumLoopError(e: unknown): e is MediumLoopError {
  return e instanceof MediumLoopError;
}
