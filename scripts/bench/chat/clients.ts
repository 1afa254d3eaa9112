/** The clients: N socket.io-client websockets that run the phases, in a worker thread or on the main thread. */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { Message } from '../../../contract/chat.ts';
import { SOCKET_PATH, type ClientToServerEvents, type SendMessageAck, type ServerToClientEvents } from '../../../contract/socket.ts';
import { ACK_TIMEOUT_MS, CONTENT, FLOOD, type PhaseSpec } from './options.ts';

export interface BenchUser {
  id: string;
  token: string;
}
/** What the clients need: users[i] is student i, users[PAIRS + i] teacher i. */
export interface ClientPlan {
  url: string;
  users: BenchUser[];
  pairs: number;
  phases: PhaseSpec[];
  connectConcurrency: number;
}
export interface ConnectResult {
  wallMs: number;
  handshakeMs: number[];
  failed: number;
}
export interface PhaseResult {
  spec: PhaseSpec;
  sent: number;
  acked: number;
  delivered: number;
  /** message_received at a socket other than the receiver's. */
  misdelivered: number;
  errors: Record<string, number>;
  ackMs: number[];
  deliverMs: number[];
  /** How late each send left against its schedule (open-loop phases: the client keeping up). */
  lagMs: number[];
  /** First send to last ack. */
  elapsedMs: number;
  /** Max phase: times a lane waited for a socket's flood-guard window. */
  floodWaits: number;
}
export interface ClientResults {
  connect: ConnectResult;
  phases: PhaseResult[];
  disconnectMs: number;
}
export interface ClientHooks {
  /** Every socket is connected; resolves when the server side is ready for the phases. */
  connected(result: ConnectResult): Promise<void>;
  phase(spec: PhaseSpec, edge: 'start' | 'end'): void;
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export async function runClients(plan: ClientPlan, hooks: ClientHooks): Promise<ClientResults> {
  const { users, pairs } = plan;
  const sockets: ClientSocket[] = new Array(users.length);
  const sendTimes: number[][] = users.map(() => []);
  const turns = new Array<number>(pairs).fill(0);
  let sequence = 0;

  interface Pending {
    sentAt: number;
    to: number;
    phase: PhaseResult;
  }
  const pending = new Map<string, Pending>();

  function onReceived(receiver: number, message: Message) {
    const entry = message.clientId ? pending.get(message.clientId) : undefined;
    if (!entry) return;
    if (entry.to !== receiver || users[receiver]!.id !== message.toUserId) {
      entry.phase.misdelivered++;
      return;
    }
    pending.delete(message.clientId!);
    entry.phase.delivered++;
    entry.phase.deliverMs.push(performance.now() - entry.sentAt);
  }

  function connect(index: number): Promise<number> {
    const t0 = performance.now();
    const socket: ClientSocket = connectSocket(plan.url, {
      path: SOCKET_PATH,
      auth: { token: users[index]!.token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 60_000,
    });
    sockets[index] = socket;
    socket.on('message_received', (message) => onReceived(index, message));
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(performance.now() - t0));
      socket.once('connect_error', (error) => reject(new Error(`socket ${index} could not connect: ${error.message}`)));
    });
  }

  // Connect every socket, CONNECT_CONCURRENCY handshakes at a time.
  const connectStart = performance.now();
  const handshakeMs: number[] = [];
  let nextSocket = 0;
  let failed = 0;
  let firstError: unknown;
  await Promise.all(
    Array.from({ length: Math.min(plan.connectConcurrency, users.length) }, async () => {
      while (nextSocket < users.length) {
        const index = nextSocket++;
        try {
          handshakeMs.push(await connect(index));
        } catch (error) {
          failed++;
          firstError ??= error;
        }
      }
    }),
  );
  const connectResult = { wallMs: performance.now() - connectStart, handshakeMs, failed };
  if (failed > 0) {
    for (const socket of sockets) socket?.disconnect();
    throw firstError instanceof Error ? firstError : new Error(String(firstError));
  }
  await hooks.connected(connectResult);

  /** The next message: pair k mod PAIRS, alternating student → teacher and teacher → student within the pair. */
  function nextMessage(): { from: number; to: number } {
    const pair = sequence++ % pairs;
    const turn = turns[pair]!++;
    return turn % 2 === 0 ? { from: pair, to: pairs + pair } : { from: pairs + pair, to: pair };
  }

  /** Client copy of the flood guard: how long `from` must wait before its next send. */
  function floodWait(from: number): number {
    const times = sendTimes[from]!;
    const now = Date.now();
    while (times.length && now - times[0]! > FLOOD.windowMs + FLOOD.marginMs) times.shift();
    return times.length < FLOOD.count ? 0 : times[0]! + FLOOD.windowMs + FLOOD.marginMs + 1 - now;
  }

  function send(phase: PhaseResult, from: number, to: number, index: number): Promise<void> {
    const clientId = `${phase.spec.prefix}-${index}`;
    sendTimes[from]!.push(Date.now());
    return new Promise((resolve) => {
      const sentAt = performance.now();
      pending.set(clientId, { sentAt, to, phase });
      phase.sent++;
      let settled = false;
      const finish = (reply: SendMessageAck | undefined) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const took = performance.now() - sentAt;
        if (!reply) {
          phase.errors.ACK_TIMEOUT = (phase.errors.ACK_TIMEOUT ?? 0) + 1;
        } else if (reply.ok) {
          phase.acked++;
          phase.ackMs.push(took);
        } else {
          phase.errors[reply.code] = (phase.errors[reply.code] ?? 0) + 1;
          pending.delete(clientId);
        }
        resolve();
      };
      const timer = setTimeout(() => finish(undefined), ACK_TIMEOUT_MS);
      sockets[from]!.emit('send_message', { toUserId: users[to]!.id, content: CONTENT, clientId }, finish);
    });
  }

  const newPhase = (spec: PhaseSpec): PhaseResult => ({
    spec,
    sent: 0,
    acked: 0,
    delivered: 0,
    misdelivered: 0,
    errors: {},
    ackMs: [],
    deliverMs: [],
    lagMs: [],
    elapsedMs: 0,
    floodWaits: 0,
  });

  /** Deliveries trail acks by a hair (both are emitted in the same tick); give stragglers a moment. */
  async function drain(phase: PhaseResult) {
    const until = performance.now() + 5_000;
    while ([...pending.values()].some((p) => p.phase === phase) && performance.now() < until) await sleep(10);
    for (const [id, p] of pending) if (p.phase === phase) pending.delete(id);
  }

  /** Open loop: message k leaves at start + k / rate, whatever happened to the ones before it. */
  async function scheduled(spec: PhaseSpec & { kind: 'warmup' | 'steady' }): Promise<PhaseResult> {
    const phase = newPhase(spec);
    hooks.phase(spec, 'start');
    const interval = 1000 / spec.rate;
    const acks: Promise<void>[] = [];
    const start = performance.now() + 5;
    for (let k = 0; k < spec.count; k++) {
      const due = start + k * interval;
      const wait = due - performance.now();
      if (wait >= 1) await sleep(wait);
      phase.lagMs.push(Math.max(0, performance.now() - due));
      const { from, to } = nextMessage();
      acks.push(send(phase, from, to, k));
    }
    await Promise.all(acks);
    phase.elapsedMs = performance.now() - start;
    hooks.phase(spec, 'end');
    await drain(phase);
    return phase;
  }

  /** Closed loop: `concurrency` lanes, each sending as soon as its previous send is acked. */
  async function saturate(spec: PhaseSpec & { kind: 'max' }): Promise<PhaseResult> {
    const phase = newPhase(spec);
    hooks.phase(spec, 'start');
    const start = performance.now();
    const end = start + spec.durationMs;
    let k = 0;
    await Promise.all(
      Array.from({ length: spec.concurrency }, async () => {
        while (performance.now() < end) {
          const { from, to } = nextMessage();
          let wait = floodWait(from);
          if (wait > 0) phase.floodWaits++;
          while (wait > 0) {
            await sleep(wait);
            wait = floodWait(from);
          }
          await send(phase, from, to, k++);
        }
      }),
    );
    phase.elapsedMs = performance.now() - start;
    hooks.phase(spec, 'end');
    await drain(phase);
    return phase;
  }

  /**
   * Closed loop, `concurrency` in flight: every student writes to their teacher, then every teacher answers. A pair's
   * first messages run the messaging policy's full check (and a teacher may answer only once the student's message is
   * stored); done here, no timed phase pays for hundreds of first conversations starting in the same second. The
   * pairs' turns are left as they were: each has sent once each way.
   */
  async function warmPairs(spec: PhaseSpec & { kind: 'pairs' }): Promise<PhaseResult> {
    const phase = newPhase(spec);
    hooks.phase(spec, 'start');
    const start = performance.now();
    let k = 0;
    for (const studentWrites of [true, false]) {
      let next = 0;
      await Promise.all(
        Array.from({ length: spec.concurrency }, async () => {
          while (next < pairs) {
            const pair = next++;
            await (studentWrites ? send(phase, pair, pairs + pair, k++) : send(phase, pairs + pair, pair, k++));
          }
        }),
      );
    }
    phase.elapsedMs = performance.now() - start;
    hooks.phase(spec, 'end');
    await drain(phase);
    return phase;
  }

  const phases: PhaseResult[] = [];
  for (const spec of plan.phases) {
    phases.push(spec.kind === 'max' ? await saturate(spec) : spec.kind === 'pairs' ? await warmPairs(spec) : await scheduled(spec));
  }

  const disconnectStart = performance.now();
  for (const socket of sockets) socket.disconnect();
  return { connect: connectResult, phases, disconnectMs: performance.now() - disconnectStart };
}
