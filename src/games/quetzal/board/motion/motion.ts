/**
 * Moves you can watch (a chunk of its own, fetched after the board's first render): Quetzal's motion on
 * the kit's layer (kit/ui/motion/), which measures the old DOM around each render of a <quetzal-board>,
 * animates the new one (FLIP) and stays still under `prefers-reduced-motion` or `animations="off"`.
 * Quetzal supplies what changed between the two positions (changes.ts) and how each change is played in
 * its DOM (where.ts): meeples fly from the pools to their spots and back, cards from the displays to the
 * hands, counters count, rolled meeples tumble.
 *
 * The same changes give the sound cues (sound.ts, a chunk of its own, fetched once the board's `sound`
 * is turned on).
 */
import type { GameState } from '../../engine/index.js';
import { loadPart, partIfLoaded } from '../../../../kit/ui/lazy-parts.js';
import { count, moved, pop, tumble } from '../../../../kit/ui/motion/animations.js';
import { around as aroundRender } from '../../../../kit/ui/motion/motion.js';
import type { MotionGame, MotionHost as KitHost, OldDom, Stage } from '../../../../kit/ui/motion/motion-game.js';
import { changesBetween, cuesOf, type Change } from './changes.js';
import {
  automatonCard, boardCard, discoveryDisc, handCard, poolToken, poolTokens, scoreDisc, stackAt, statOf,
} from './where.js';

type SoundModule = typeof import('./sound.js');

/** The board as this chunk sees it. */
export interface MotionHost extends KitHost {
  /** Sound cues on (the board's `sound`). */
  sound?: boolean;
}

/**
 * Runs a board's `render` (its Lit update), animating what changed from the position it showed before
 * to `shown` (null: no game is shown).
 */
export function around(host: MotionHost, shown: GameState | null, render: () => void): void {
  if (host.sound && !partIfLoaded('sound')) void loadPart<SoundModule>('sound', () => import('./sound.js')).catch(() => {});
  aroundRender(quetzalMotion, host, shown, render);
}

// ------------------------------------------------------------------ before the render

function measure(old: OldDom, prev: GameState, changes: readonly Change[]): void {
  const root = old.root;
  // A meeple going home alone: no "×3" on it.
  const rect = (key: string, el: Element | null, copy = false) => old.keep(key, el, copy)?.querySelector('.stack-count')?.remove();
  for (const c of changes) {
    if (c.kind === 'place' || c.kind === 'return') {
      if (c.holder >= 0) for (const [id, el] of poolTokens(root, c.holder)) rect(`pool:${c.holder}:${id}`, el);
      else rect('auto', automatonCard(root));
      if (c.from) rect(`stack:${c.holder}@${c.from}`, stackAt(root, prev, c.from, c.holder), c.kind === 'return');
    } else if (c.kind === 'take') rect(`card:${c.card}`, boardCard(root, c.card), true);
    else if (c.kind === 'spend') {
      c.cards.forEach((card, i) => rect(`spent:${c.seat}:${i}`, card >= 0 ? handCard(root, c.seat, card) : null, true));
      rect(`hand:${c.seat}`, statOf(root, c.seat, 'hand'));
    } else if (c.kind === 'count' && c.stat === 'score') rect(`score:${c.seat}`, scoreDisc(root, c.seat));
    else if (c.kind === 'count' && c.stat === 'discovery') rect(`disc:${c.seat}`, discoveryDisc(root, prev, c.seat));
  }
}

// ------------------------------------------------------------------ after it

/** Starts the animations of `changes` in the new DOM. */
function play(stage: Stage, next: GameState, changes: readonly Change[]): void {
  const { root, fly, ghost, across, write } = stage;
  const shifted = new Set<number>();
  let stagger = 0;
  for (const c of changes) {
    switch (c.kind) {
      case 'place': {
        const to = stackAt(root, next, c.at, c.holder);
        const from = c.from ? stage.rect(`stack:${c.holder}@${c.from}`)
          : stage.rect(c.holder >= 0 ? `pool:${c.holder}:${c.meeples[0]}` : 'auto');
        const delay = stagger;
        if (from) across(to, from, delay);
        else if (to) write((track) => track(pop(to, delay)));
        stagger += 70;
        if (c.holder >= 0) shifted.add(c.holder);
        break;
      }
      case 'return': {
        const key = `stack:${c.holder}@${c.from}`;
        c.meeples.forEach((m, i) => {
          const token = c.holder >= 0 ? poolToken(root, c.holder, m) : null;
          if (token) ghost(stage.copy(key), stage.rect(key), stagger + i * 40, token);
        });
        stagger += 50;
        if (c.holder >= 0) shifted.add(c.holder);
        break;
      }
      case 'take': {
        const landed = c.seat === null ? null : handCard(root, c.seat, c.card);
        const counter = c.seat === null ? null : statOf(root, c.seat, 'hand');
        ghost(stage.copy(`card:${c.card}`), stage.rect(`card:${c.card}`), stagger, landed, counter);
        stagger += 90;
        break;
      }
      case 'show': {
        const el = boardCard(root, c.card);
        if (el) write((track) => track(pop(el, 0)));
        break;
      }
      case 'spend': {
        const score = c.scored ? statOf(root, c.seat, 'score') : null;
        c.cards.forEach((_, i) => {
          const from = stage.rect(`spent:${c.seat}:${i}`) ?? stage.rect(`hand:${c.seat}`);
          ghost(stage.copy(`spent:${c.seat}:${i}`) ?? cardBack(), from, stagger + i * 80, null, score);
        });
        stagger += 90;
        break;
      }
      case 'count': {
        const el = statOf(root, c.seat, c.stat);
        if (el) write((track) => count(el, c.from, c.to, track));
        const disc = c.stat === 'score' ? scoreDisc(root, c.seat) : c.stat === 'discovery' ? discoveryDisc(root, next, c.seat) : null;
        fly(disc, stage.rect(c.stat === 'score' ? `score:${c.seat}` : `disc:${c.seat}`), 0);
        break;
      }
      case 'roll':
        c.meeples.forEach((m, i) => {
          const token = poolToken(root, c.seat, m);
          if (token) write((track) => tumble(token.querySelector('.icon'), token.querySelector('.meeple-face'), i * 45 + c.seat * 30).forEach((a) => track(a)));
        });
        break;
      case 'end':
        break;
    }
  }
  // The meeples left in a pool slide to their new places as the others leave or come back.
  for (const seat of shifted) {
    for (const [id, el] of poolTokens(root, seat)) {
      const from = stage.rect(`pool:${seat}:${id}`);
      if (from && moved(from, el.getBoundingClientRect())) fly(el, from, 0, false);
    }
  }
}

/** A face-down card, for a card leaving a hand nobody at the device sees. */
function cardBack(): Element {
  const back = Object.assign(document.createElement('div'), { className: 'card back size-sm' });
  back.append(Object.assign(document.createElement('span'), { className: 'back-mark', textContent: 'Q' }));
  return back;
}

/** Quetzal on the kit's motion layer; its sound cues hear every change, animated or not. */
const quetzalMotion: MotionGame<GameState, Change> = {
  changes: changesBetween,
  measure,
  play,
  heard: (host: MotionHost, changes) => {
    if (host.sound) partIfLoaded<SoundModule>('sound')?.playCues(cuesOf(changes));
  },
};
