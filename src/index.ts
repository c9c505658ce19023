// The package's main entry: the engine, the statechart and the <quetzal-board> element.
export * from './engine.js';
export * from './games/quetzal/statechart/quetzal-machine.js';
export * from './games/quetzal/board/index.js';
export { t, resolveLang, registerStrings, hasStrings, LANGS, type Lang } from './games/quetzal/strings/index.js';
