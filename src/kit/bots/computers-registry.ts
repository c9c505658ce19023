/**
 * Which games' computers a worker or a client has, by game id: for each, the game's computers (its bots
 * module, or `{ chooseMove }` from it: the game answered at once, with no chunk to load) or a loader of
 * its bots module (`() => import('…/bots/index.js')`: a chunk of its own, fetched at that game's first
 * request, so the other games' worker and page do not carry it). Whoever joins the games makes the
 * registry (src/entries/; Quetzal's BotClient its own, of Quetzal alone); the kit only reads it.
 */
import type { GameComputers } from '../game-computers.js';

/** A game's computers, or a loader of them. */
export type ComputersSource = GameComputers | (() => Promise<GameComputers>);

export class ComputersRegistry {
  /** The games, in registration order. */
  readonly ids: readonly string[];
  private readonly sources: ReadonlyMap<string, ComputersSource>;
  private readonly loading = new Map<string, Promise<GameComputers>>();

  /** `defaultGame`: the game of a request that names none. */
  constructor(sources: Readonly<Record<string, ComputersSource>>, readonly defaultGame?: string) {
    this.sources = new Map(Object.entries(sources));
    this.ids = [...this.sources.keys()];
    if (defaultGame !== undefined && !this.sources.has(defaultGame)) throw new TypeError(`the default game ${JSON.stringify(defaultGame)} is not registered: ${this.ids.join(', ')}`);
  }

  has(game: string): boolean {
    return this.sources.has(game);
  }

  /** The error for a game it does not have, naming those it has. */
  unknownGame(game: unknown): TypeError {
    return new TypeError(`no computer players for the game ${JSON.stringify(game)}: ${this.ids.join(', ') || 'none registered'}`);
  }

  /**
   * The computers of `game` (undefined: the default game): at once for a module, as a promise for a
   * loader — loaded once; a load that failed is tried again at the next call. Throws the unknown game's
   * TypeError; a loaded module without `chooseMove` rejects.
   */
  get(game: string | undefined): GameComputers | Promise<GameComputers> {
    const id = game ?? this.defaultGame;
    const source = id === undefined ? undefined : this.sources.get(id);
    if (id === undefined || source === undefined) throw this.unknownGame(game);
    if (typeof source !== 'function') return source;
    let loaded = this.loading.get(id);
    if (!loaded) {
      loaded = source().then((computers) => {
        if (typeof computers?.chooseMove !== 'function') throw new TypeError(`the computers loaded for ${JSON.stringify(id)} have no chooseMove`);
        return computers;
      }).catch((e: unknown) => {
        this.loading.delete(id);
        throw e;
      });
      this.loading.set(id, loaded);
    }
    return loaded;
  }
}
