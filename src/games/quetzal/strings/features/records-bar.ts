/**
 * UI strings of the records toolbar as it is drawn before the records chunk has loaded (Undo, Redo,
 * the Game menu button), English and French (spread into en.ts and fr.ts: the main tables). The rest of
 * the records feature's strings are in records.ts and load with that chunk. English here, French in
 * records-bar-fr.ts rather than one `featureStrings` pair: a module both tables import would be in the
 * main chunk, French included (the French table is a chunk of its own).
 */

export const recordsBarEn = {
  rec_toolbar: 'Game controls',
  rec_undo: 'Undo',
  rec_redo: 'Redo',
  rec_menu: 'Game',
  why_NOTHING_TO_UNDO: 'There is no move to take back yet.',
  why_NOTHING_TO_REDO: 'There is nothing to redo.',
};
