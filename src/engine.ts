export * from './games/quetzal/engine/index.js';
