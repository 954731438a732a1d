/**
 * A text as a search compares it (issue 35 item 9): whatever its case, its accents (é, e) and the
 * nukta of Devanagari, which Hindi writers use or leave out for the same word ("रिफ़ंड", "रिफंड").
 * Decomposed first, so a letter written as one code point (फ़, U+095E) loses its nukta too.
 */
export function searchKey(text: string, language?: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .toLocaleLowerCase(language);
}
