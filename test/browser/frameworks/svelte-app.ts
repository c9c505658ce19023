/**
 * A Svelte 5 app hosting <quetzal-board> (SvelteTable.svelte), compiled by Svelte's own compiler inside
 * the esbuild bundle (scripts/framework-apps.mjs). It imports only the board's types (the test page
 * defines the element).
 */
import { flushSync, mount, unmount } from 'svelte';
import SvelteTable from './SvelteTable.svelte';
import AztecTables from './AztecTables.svelte';
import type { AztecHostLog, HostLog, MountedApp } from './host-log.js';

/** Two easy computers playing a whole game; the component counts the moves in its state. */
export function mountSvelteApp(container: HTMLElement, log: HostLog): MountedApp {
  const app = mount(SvelteTable, { target: container, props: { log } });
  // Svelte renders what changed, when it changed: there is no "render again" to ask for.
  return { rerender: () => flushSync(), unmount: () => void unmount(app) };
}

/** Two <aztec-board>s (AztecTables.svelte): Ann against two computers, and one given a bad `seats`. */
export function mountSvelteAztecApp(container: HTMLElement, log: AztecHostLog, saveKey: string): MountedApp {
  const app = mount(AztecTables, { target: container, props: { log, saveKey } });
  return { rerender: () => flushSync(), unmount: () => void unmount(app) };
}
