/**
 * Text a printed document can show (issue 35 item 5): emoji and the controls that turn text
 * around (bidi embeddings, overrides, isolates and marks) have no glyph in the statement's faces
 * and print as boxes. Entry refuses them (the trust issue); data from before is cleaned here. The
 * joiners Devanagari needs (U+200C, U+200D between letters) stay.
 */
const emoji = /(?:\p{Extended_Pictographic}|\p{Regional_Indicator})(?:[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{20E3}|[\u{E0020}-\u{E007F}]|\u200D(?:\p{Extended_Pictographic}|\p{Regional_Indicator}))*/gu;
const controls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|\u{FE0E}|\u{FE0F}|\u{20E3}|[\u{E0020}-\u{E007F}]/gu;

export function printableText(text: string): string {
  return text.replace(emoji, '').replace(controls, '').replace(/ {2,}/g, ' ').trim();
}
