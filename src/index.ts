// The package's main entry: the engine, the statechart and (once defined) the elements.
export * from './engine.js';
export * from './machine/quetzal-machine.js';
