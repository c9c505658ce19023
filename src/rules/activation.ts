/** The Phase 3 moves as the engine calls them: activation-rules.ts, reached through phase3.ts. */
import { phase3, type Phase3Rules } from './phase3.js';

type Rules = Phase3Rules;
export const applyChooseCards: Rules['applyChooseCards'] = (...a) => phase3().applyChooseCards(...a);
export const applyKeepDrawn: Rules['applyKeepDrawn'] = (...a) => phase3().applyKeepDrawn(...a);
export const applyBlackMarket: Rules['applyBlackMarket'] = (...a) => phase3().applyBlackMarket(...a);
export const applyChooseUpgrade: Rules['applyChooseUpgrade'] = (...a) => phase3().applyChooseUpgrade(...a);
export const applyDiscardUpgrade: Rules['applyDiscardUpgrade'] = (...a) => phase3().applyDiscardUpgrade(...a);
export const applyDeliver: Rules['applyDeliver'] = (...a) => phase3().applyDeliver(...a);
export const applyExchange: Rules['applyExchange'] = (...a) => phase3().applyExchange(...a);
