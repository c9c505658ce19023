/**
 * One <aztec-board>'s computer players' clients — in the bots' one worker, and on the page (the
 * statechart's fallback past a deadline) — a chunk of their own, fetched at the first computer's turn: a
 * table of people only never fetches it, and a first screen never waits for it.
 */
import { ComputersClient } from '../../../kit/bots/bot-client.js';
import { ComputersRegistry } from '../../../kit/bots/computers-registry.js';

/** The computers themselves: on the page a chunk of their own again, loaded at the first decision made there. */
const computers = new ComputersRegistry({ aztec: () => import('../bots/index.js') });

export interface AztecClients {
  worker: ComputersClient;
  page: ComputersClient;
}

export function aztecClients(): AztecClients {
  return {
    worker: new ComputersClient({ computers, workerUrl: new URL('../../../entries/bot-worker.js', import.meta.url) }),
    page: new ComputersClient({ computers, useWorker: false }),
  };
}
