/** Where an <aztec-board> keeps its game in the browser's storage: `aztec-board:<save-key>`. */
export const storageKey = (saveKey: string): string => `aztec-board:${saveKey}`;
