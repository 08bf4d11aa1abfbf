/**
 * The bus seam every role publishes through. Implementations append durably first (so nothing
 * is lost on a crash) and fan out after; publishing the same (thread_id, idem_key) twice stores
 * and delivers the message once and returns the stored one.
 */
import type { BusMessage, BusMessageInput } from "../contracts/index.js";

export interface BusPublisher {
  publish(input: BusMessageInput): Promise<BusMessage>;
}

export type BusHandler = (message: BusMessage) => void | Promise<void>;

export interface BusSubscription {
  /** Stop delivery; resolves once the subscriber's in-flight handler call has finished. */
  close(): Promise<void>;
}

export interface MessageBus extends BusPublisher {
  /**
   * Deliver every message published from now on (or after `afterId`, a global cursor, when
   * given) to `handler`, one at a time, in publish order. A slow handler delays only itself.
   */
  subscribe(handler: BusHandler, opts?: { threadId?: string; afterId?: number }): BusSubscription;
  /** A thread's messages with seq > afterSeq, in order (for SSE replay with Last-Event-ID). */
  history(threadId: string, afterSeq?: number, limit?: number): Promise<BusMessage[]>;
  /** Resolves when every subscriber has caught up with everything published so far. */
  drain(): Promise<void>;
}
