import type pg from 'pg';
import { Adapter, MessageType } from 'socket.io-adapter';

interface Logger {
  warn(payload: object, message: string): void;
}

/** A cluster message as @socket.io/postgres-adapter 0.5 publishes it (one pg_notify each). */
interface ClusterMessage {
  uid: string;
  nsp: string;
  type: number;
  data?: unknown;
}
interface Batch extends ClusterMessage {
  batch: ClusterMessage[];
}
/** A type number socket.io-adapter does not use: an envelope of several messages of one namespace's adapter. */
const BATCH_TYPE = -15;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; the adapter sends bigger ones through its table. */
const MAX_BATCH_BYTES = 7_500;

type PubSubClient = { publish(message: ClusterMessage): Promise<void> };
type PostgresAdapterInternals = Adapter & {
  uid: string;
  client: PubSubClient;
  onMessage(message: ClusterMessage, offset?: string): void;
  publishAndReturnOffset(message: Omit<ClusterMessage, 'uid' | 'nsp'>): Promise<string>;
};
const isBatch = (message: ClusterMessage): message is Batch => message.type === BATCH_TYPE && Array.isArray((message as Batch).batch);

/**
 * Two changes to how @socket.io/postgres-adapter (0.5) fans events out between instances, measured under the chat
 * benchmark (docs/decisions/015-scale-out.md, "Fan-out cost"):
 * - an emit reaches this instance's sockets at once: the adapter first awaited its NOTIFY (a pool round trip, queued
 *   behind every other emit at load) and only then delivered locally, so `message_received` trailed the ack by 2–4 s;
 * - the NOTIFYs of one moment go as one: messages queue while a NOTIFY is in flight and leave together, in order,
 *   in envelopes under PostgreSQL's 8,000-byte payload limit (one round trip for dozens of emits at load, instead of
 *   one each). A message too large for an envelope, or binary, takes the adapter's own path (its attachment table).
 * Receiving instances unpack an envelope into the messages the adapter would have received one by one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the adapter factory's namespace type is socket.io's
export function batchingPostgresAdapter<F extends (nsp: any) => unknown>(factory: F, pool: pg.Pool, log: Logger, channelPrefix = 'socket.io'): F {
  const batchers = new WeakMap<PubSubClient, (message: ClusterMessage) => Promise<void>>();

  function batcherFor(client: PubSubClient) {
    const original = client.publish.bind(client);
    const queue: { message: ClusterMessage; json: string }[] = [];
    let flushing = false;

    async function flush() {
      flushing = true;
      try {
        while (queue.length > 0) {
          const { message: first } = queue[0]!;
          const items: string[] = [];
          let bytes = 64;
          while (queue.length > 0 && queue[0]!.message.nsp === first.nsp && queue[0]!.message.uid === first.uid) {
            const size = Buffer.byteLength(queue[0]!.json) + 1;
            if (items.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
            items.push(queue.shift()!.json);
            bytes += size;
          }
          const payload =
            items.length === 1
              ? items[0]!
              : `{"uid":${JSON.stringify(first.uid)},"nsp":${JSON.stringify(first.nsp)},"type":${BATCH_TYPE},"batch":[${items.join(',')}]}`;
          await pool.query('SELECT pg_notify($1, $2)', [`${channelPrefix}#${first.nsp}`, payload]).catch((err: unknown) => {
            log.warn({ err }, 'socket.io adapter: NOTIFY failed; other instances miss these events');
          });
        }
      } finally {
        flushing = false;
      }
    }

    return async (message: ClusterMessage) => {
      const json = JSON.stringify(message);
      if (Buffer.byteLength(json) > MAX_BATCH_BYTES - 200 || hasBinary(message)) return original(message);
      queue.push({ message, json });
      if (!flushing) setImmediate(() => void flush());
    };
  }

  // socket.io calls the factory with `new`: a plain function returning the adapter, as createAdapter's own.
  function patched(nsp: Parameters<F>[0]) {
    const adapter = factory(nsp) as PostgresAdapterInternals;
    let batcher = batchers.get(adapter.client);
    if (!batcher) batchers.set(adapter.client, (batcher = batcherFor(adapter.client)));
    adapter.client.publish = batcher;

    const onMessage = adapter.onMessage.bind(adapter);
    adapter.onMessage = (message, offset) => {
      if (!isBatch(message)) return onMessage(message, offset);
      for (const item of message.batch) onMessage(item, offset);
    };

    adapter.broadcast = function broadcastLocalFirst(packet, opts) {
      if (!opts.flags?.local) {
        void adapter
          .publishAndReturnOffset({
            type: MessageType.BROADCAST,
            data: { packet, opts: { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags } },
          })
          .catch((err: unknown) => log.warn({ err }, 'socket.io adapter: publish failed'));
      }
      Adapter.prototype.broadcast.call(adapter, packet, opts);
    };
    return adapter;
  }
  return patched as F;
}

function hasBinary(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return true;
  if (Array.isArray(value)) return value.some(hasBinary);
  return Object.values(value).some(hasBinary);
}
