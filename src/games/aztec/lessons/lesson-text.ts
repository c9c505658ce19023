/** A lesson's texts and seat names in a language: that language's, else English (texts are checked to have it). */
import type { AztecLesson, LessonText } from './lesson-format.js';

export function lessonText(text: LessonText | null | undefined, lang: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en;
}

/** The seat names in `lang` (one list for every language, or that language's list, else English's). */
export function lessonSeats(lesson: Pick<AztecLesson, 'seats'>, lang: string): string[] {
  const seats = lesson.seats;
  if (Array.isArray(seats)) return seats.slice();
  const byLang = seats as Readonly<Record<string, string[]>>;
  return (byLang[lang] ?? byLang.en!).slice();
}
